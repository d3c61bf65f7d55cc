// The class panel's messages (namespace `trainerClass`), added to i18next when the panel first renders:
// the console's own namespace rides with the header on every screen, these stay with the panel.
import { useSideT } from '../../../i18n/side-namespace';
import { trainerClassEn } from '../../../i18n/screens/trainer-class.en';
import { trainerClass } from '../../../i18n/screens/trainer-class.zh-CN';

export type ClassKey = keyof typeof trainerClass;
const messages = { 'zh-CN': trainerClass, en: trainerClassEn } as const;

export function useClassT(): (key: ClassKey, values?: Record<string, string | number>) => string {
  return useSideT('trainerClass', messages);
}
