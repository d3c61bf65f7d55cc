/**
 * The environment form: the day window and the day/night heating, humidity and CO₂ set points of
 * the zones it serves; checked against the protocol's environment strategy, plus a day that starts
 * and ends at different times and heating set points within 0–40 °C (what a heating loop accepts). A
 * night set point above the day's is allowed (a warning, not an error): some crops want it.
 */
import type { FieldErrors } from '../../../components/forms/field-errors';
import type { MessageKey } from '../../../i18n/keys';
import { commonOf, commonToForm, num, type CommonForm } from '../shell/strategy-check';
import type { StrategyOf } from '../shell/strategy-kinds';
import type { FieldPath, StrategyDraft } from '../shell/strategy-paths';

export type EnvironmentForm = CommonForm & {
  dayStart: string;
  dayEnd: string;
  heatDay: string;
  heatNight: string;
  humMax: string;
  co2: string;
};

export const environmentFields: readonly FieldPath<'environment'>[] = [
  'name',
  'priority',
  'zoneIds',
  'params.dayStart',
  'params.dayEnd',
  'params.heatDay',
  'params.heatNight',
  'params.humMax',
  'params.co2',
] as const;

/** A new environment strategy: the demo farm's set points (docs/design/greenhouse-model.md "Default strategy"). */
export const blankEnvironment = (zoneIds: number[] = []): EnvironmentForm => ({
  name: '',
  priority: '50',
  zoneIds,
  enabled: true,
  dayStart: '06:00',
  dayEnd: '19:00',
  heatDay: '19.5',
  heatNight: '16.5',
  humMax: '90',
  co2: '800',
});

export const environmentToForm = (s: StrategyOf<'environment'>): EnvironmentForm => ({
  ...commonToForm(s),
  dayStart: s.params.dayStart,
  dayEnd: s.params.dayEnd,
  heatDay: String(s.params.heatDay),
  heatNight: String(s.params.heatNight),
  humMax: String(s.params.humMax),
  co2: String(s.params.co2),
});

/** A typed time as the protocol's HH:MM: a full-width colon (Chinese input) and a one-digit hour are fine. */
export function clockOf(text: string): string {
  const t = text.trim().replace('：', ':');
  return /^\d:[0-5]\d$/.test(t) ? `0${t}` : t;
}

export const environmentCandidate = (
  form: EnvironmentForm,
  stid: number | undefined,
): StrategyDraft<'environment'> => ({
  ...commonOf(form, stid),
  kind: 'environment',
  params: {
    dayStart: clockOf(form.dayStart),
    dayEnd: clockOf(form.dayEnd),
    heatDay: num(form.heatDay),
    heatNight: num(form.heatNight),
    humMax: num(form.humMax),
    co2: num(form.co2),
  },
});

const heatMin = 0;
const heatMax = 40;

/** Beyond the schema: a day of some length, and heating set points a heating loop accepts. */
export function environmentOwn(form: EnvironmentForm): FieldErrors<FieldPath<'environment'>> {
  const errors: FieldErrors<FieldPath<'environment'>> = {};
  if (form.dayStart.trim() !== '' && clockOf(form.dayStart) === clockOf(form.dayEnd))
    errors['params.dayEnd'] = { message: 'strategies:env_dayEndIsStart' };
  for (const key of ['heatDay', 'heatNight'] as const) {
    const v = num(form[key]);
    if (v < heatMin) errors[`params.${key}`] = { key: 'atLeast', values: { min: heatMin } };
    if (v > heatMax) errors[`params.${key}`] = { key: 'atMost', values: { max: heatMax } };
  }
  return errors;
}

/** What the grower should look at twice but may save: a night warmer than the day. */
export function environmentWarnings(form: EnvironmentForm): MessageKey[] {
  const day = num(form.heatDay);
  const night = num(form.heatNight);
  return Number.isFinite(day) && Number.isFinite(night) && night > day
    ? ['strategies:env_nightAboveDay']
    : [];
}
