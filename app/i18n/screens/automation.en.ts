// Automation overview, live decisions and forecast: English texts, the same keys as zh-CN.
import type { automation } from './automation.zh-CN';

export const automationEn: { [K in keyof typeof automation]: string } = {};
