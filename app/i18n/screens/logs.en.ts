// Operation logs: English texts, the same keys as zh-CN.
import type { logs } from './logs.zh-CN';

export const logsEn: { [K in keyof typeof logs]: string } = {};
