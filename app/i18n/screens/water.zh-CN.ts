// Irrigation plans, fertigation recipes, irrigation alarms: zh-CN texts.
export const water = {};
