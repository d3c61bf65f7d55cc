// The class panel's messages (namespace `trainerClass`), added to i18next when the panel first renders:
// the console's own namespace rides with the header on every screen, these stay with the panel.
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/index';
import { trainerClassEn } from '../../../i18n/screens/trainer-class.en';
import { trainerClass } from '../../../i18n/screens/trainer-class.zh-CN';

export type ClassKey = keyof typeof trainerClass;
const messages = { 'zh-CN': trainerClass, en: trainerClassEn } as const;

export function useClassT(): (key: ClassKey, values?: Record<string, string | number>) => string {
  for (const [lng, bundle] of Object.entries(messages))
    if (!i18n.hasResourceBundle(lng, 'trainerClass')) i18n.addResourceBundle(lng, 'trainerClass', bundle);
  const { i18n: instance } = useTranslation();
  // Not in the typed resources (see app/i18n/trainer.ts): i18next's typed t is bypassed.
  const t = instance.t.bind(instance) as unknown as (key: string, options: Record<string, unknown>) => string;
  return (key, values) => t(key, { ...values, ns: 'trainerClass', lng: instance.language });
}
