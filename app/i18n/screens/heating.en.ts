// heating: English texts, the same keys as zh-CN.
import type { heating } from './heating.zh-CN';

export const heatingEn: { [K in keyof typeof heating]: string } = {
  title: 'heating',
};
