// Strategy forms per kind: zh-CN texts.
export const strategies = {};
