// Strategy forms per kind: English texts, the same keys as zh-CN.
import type { strategies } from './strategies.zh-CN';

export const strategiesEn: { [K in keyof typeof strategies]: string } = {};
