// Operation logs: zh-CN texts.
export const logs = {};
