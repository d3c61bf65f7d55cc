// The trainer console's messages (namespace `trainer`), kept out of the main resources so the production
// build carries none of them: added to i18next on first use, in simulated builds only.
import { useSideT } from './side-namespace';
import { trainerEn } from './screens/trainer.en';
import { trainer } from './screens/trainer.zh-CN';

export type TrainerKey = keyof typeof trainer;
export const trainerMessages = { 'zh-CN': trainer, en: trainerEn } as const;

/** Translate function for the console: `t('start')`, re-rendering on a language change. */
export function useTrainerT(): (key: TrainerKey, values?: Record<string, string | number>) => string {
  return useSideT('trainer', trainerMessages);
}
