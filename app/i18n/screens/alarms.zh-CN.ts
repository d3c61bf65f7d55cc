// Alarm centre and device faults: zh-CN texts.
export const alarms = {};
