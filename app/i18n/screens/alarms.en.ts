// Alarm centre and device faults: English texts, the same keys as zh-CN.
import type { alarms } from './alarms.zh-CN';

export const alarmsEn: { [K in keyof typeof alarms]: string } = {};
