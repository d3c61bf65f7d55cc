// fog: English texts, the same keys as zh-CN.
import type { fog } from './fog.zh-CN';

export const fogEn: { [K in keyof typeof fog]: string } = {
  title: 'fog',
};
