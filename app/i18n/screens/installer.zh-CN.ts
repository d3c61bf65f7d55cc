// Back-end channels, network devices, sensor alarm rules in bulk: zh-CN texts.
export const installer = {};
