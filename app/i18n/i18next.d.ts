// Typed keys for i18next and react-i18next: `t('validation:phoneEmpty')` is checked at compile time.
import 'i18next';
import type { zhCN } from './zh-CN';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof zhCN;
  }
}
