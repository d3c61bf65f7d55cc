// Automation overview, live decisions and forecast: zh-CN texts.
export const automation = {};
