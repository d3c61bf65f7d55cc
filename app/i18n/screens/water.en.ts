// Irrigation plans, fertigation recipes, irrigation alarms: English texts, the same keys as zh-CN.
import type { water } from './water.zh-CN';

export const waterEn: { [K in keyof typeof water]: string } = {};
