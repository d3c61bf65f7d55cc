// Company and its bases: English texts, the same keys as zh-CN.
import type { company } from './company.zh-CN';

export const companyEn: { [K in keyof typeof company]: string } = {};
