// The trainer console's messages (namespace `trainer`), kept out of the main resources so the production
// build carries none of them: added to i18next on first use, in simulated builds only.
import { useTranslation } from 'react-i18next';
import { i18n } from './index';
import { trainerEn } from './screens/trainer.en';
import { trainer } from './screens/trainer.zh-CN';

export type TrainerKey = keyof typeof trainer;
export const trainerMessages = { 'zh-CN': trainer, en: trainerEn } as const;

/** Adds the namespace once (idempotent; called from the hook, never at import, so it tree-shakes). */
export function registerTrainerMessages(): void {
  for (const [lng, messages] of Object.entries(trainerMessages)) {
    if (!i18n.hasResourceBundle(lng, 'trainer')) i18n.addResourceBundle(lng, 'trainer', messages);
  }
}

/** Translate function for the console: `t('start')`, re-rendering on a language change. */
export function useTrainerT(): (key: TrainerKey, values?: Record<string, string | number>) => string {
  registerTrainerMessages();
  const { i18n: instance } = useTranslation();
  // The namespace is not in the typed resources (on purpose, see above): i18next's typed t is bypassed.
  const t = instance.t.bind(instance) as unknown as (key: string, options: Record<string, unknown>) => string;
  return (key, values) => t(key, { ...values, ns: 'trainer', lng: instance.language });
}
