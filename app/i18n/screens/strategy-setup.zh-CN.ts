// Strategy priorities and interlocks, data sources, group policies: zh-CN texts.
export const strategySetup = {};
