/**
 * The wind and rain protection form: vents, close-above and resume-below wind speeds, the delay and
 * closing on rain; checked against the protocol's windSpeed strategy, plus at least one vent, resume
 * below close (else the vents would flap at one speed) and a delay of at most an hour.
 */
import type { FieldErrors } from '../../../components/forms/field-errors';
import { commonOf, commonToForm, num, type CommonForm } from '../shell/strategy-check';
import type { StrategyOf } from '../shell/strategy-kinds';
import type { FieldPath, StrategyDraft } from '../shell/strategy-paths';

export type WindForm = CommonForm & {
  aids: number[];
  closeAbove: string;
  resumeBelow: string;
  delayS: string;
  closeOnRain: boolean;
};

export const windFields: readonly FieldPath<'windSpeed'>[] = [
  'name',
  'priority',
  'zoneIds',
  'params.aids',
  'params.closeAbove',
  'params.resumeBelow',
  'params.delayS',
] as const;

/** A new protection: the demo farm's (close above 10 m/s for 30 s, resume below 7 m/s, close on rain). */
export const blankWind = (): WindForm => ({
  name: '',
  priority: '90',
  zoneIds: [],
  enabled: true,
  aids: [],
  closeAbove: '10',
  resumeBelow: '7',
  delayS: '30',
  closeOnRain: true,
});

export const windToForm = (s: StrategyOf<'windSpeed'>): WindForm => ({
  ...commonToForm(s),
  aids: s.params.aids,
  closeAbove: String(s.params.closeAbove),
  resumeBelow: String(s.params.resumeBelow),
  delayS: String(s.params.delayS),
  closeOnRain: s.params.closeOnRain,
});

export const windCandidate = (form: WindForm, stid: number | undefined): StrategyDraft<'windSpeed'> => ({
  ...commonOf(form, stid),
  kind: 'windSpeed',
  params: {
    aids: form.aids,
    closeAbove: num(form.closeAbove),
    resumeBelow: num(form.resumeBelow),
    delayS: num(form.delayS),
    closeOnRain: form.closeOnRain,
  },
});

/** s: a longer delay would leave the vents open through a storm. */
export const maxDelayS = 3600;

/** Beyond the schema: at least one vent, resume below close, a delay of at most an hour. */
export function windOwn(form: WindForm): FieldErrors<FieldPath<'windSpeed'>> {
  const errors: FieldErrors<FieldPath<'windSpeed'>> = {};
  if (form.aids.length === 0) errors['params.aids'] = { message: 'strategies:pickVents' };
  const close = num(form.closeAbove);
  const resume = num(form.resumeBelow);
  if (Number.isFinite(close) && Number.isFinite(resume) && resume >= close)
    errors['params.resumeBelow'] = { message: 'strategies:wind_resumeBelowClose' };
  if (num(form.delayS) > maxDelayS) errors['params.delayS'] = { key: 'atMost', values: { max: maxDelayS } };
  return errors;
}
