// Company and its bases: zh-CN texts.
export const company = {};
