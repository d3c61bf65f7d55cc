// fertigation: English texts, the same keys as zh-CN.
import type { fertigation } from './fertigation.zh-CN';

export const fertigationEn: { [K in keyof typeof fertigation]: string } = {
  title: 'fertigation',
};
