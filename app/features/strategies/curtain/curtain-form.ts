/**
 * The curtain form: curtains and screens, the radiation (shade) and outside-temperature (thermal)
 * limits, the humidity above which they are forced open, and the time schedule as rows; checked
 * against the protocol's curtain strategy plus the rows' own checks. Position 100 = open, 0 = drawn
 * (model/automation/strategies/curtain.ts).
 */
import type { FieldErrors } from '../../../components/forms/field-errors';
import { commonOf, commonToForm, num, type CommonForm } from '../shell/strategy-check';
import type { StrategyOf } from '../shell/strategy-kinds';
import type { FieldPath, StrategyDraft } from '../shell/strategy-paths';
import { rowOf, scheduleErrors, scheduleOf, sortRows, type ScheduleRow } from './schedule-rows';

export type CurtainForm = CommonForm & {
  aids: number[];
  closeAboveRadiation: string;
  closeBelowOutTempDay: string;
  closeBelowOutTempNight: string;
  forceOpenAboveHum: string;
  schedule: ScheduleRow[];
};

export type CurtainNumberKey =
  'closeAboveRadiation' | 'closeBelowOutTempDay' | 'closeBelowOutTempNight' | 'forceOpenAboveHum';

/**
 * The fields schema errors go to. The schedule is left out on purpose: the record's rows are sorted
 * by time, the form's are not yet, so the rows are checked where they stand (schedule-rows.ts).
 */
export const curtainFields: readonly FieldPath<'curtain'>[] = [
  'name',
  'priority',
  'zoneIds',
  'params.aids',
  'params.closeAboveRadiation',
  'params.closeBelowOutTempDay',
  'params.closeBelowOutTempNight',
  'params.forceOpenAboveHum',
] as const;

/** A new curtain strategy: docs/design/greenhouse-model.md defaults (thermal below 5 °C by day, 10 °C by night). */
export const blankCurtain = (): CurtainForm => ({
  name: '',
  priority: '55',
  zoneIds: [],
  enabled: true,
  aids: [],
  closeAboveRadiation: '650',
  closeBelowOutTempDay: '5',
  closeBelowOutTempNight: '10',
  forceOpenAboveHum: '92',
  schedule: [],
});

export const curtainToForm = (s: StrategyOf<'curtain'>): CurtainForm => ({
  ...commonToForm(s),
  aids: s.params.aids,
  closeAboveRadiation: String(s.params.closeAboveRadiation),
  closeBelowOutTempDay: String(s.params.closeBelowOutTempDay),
  closeBelowOutTempNight: String(s.params.closeBelowOutTempNight),
  forceOpenAboveHum: String(s.params.forceOpenAboveHum),
  schedule: sortRows(s.params.schedule.map((e) => rowOf(e.at, String(e.pos)))),
});

export const curtainCandidate = (form: CurtainForm, stid: number | undefined): StrategyDraft<'curtain'> => ({
  ...commonOf(form, stid),
  kind: 'curtain',
  params: {
    aids: form.aids,
    closeAboveRadiation: num(form.closeAboveRadiation),
    closeBelowOutTempDay: num(form.closeBelowOutTempDay),
    closeBelowOutTempNight: num(form.closeBelowOutTempNight),
    forceOpenAboveHum: num(form.forceOpenAboveHum),
    schedule: scheduleOf(form.schedule),
  },
});

/** Beyond the schema: at least one curtain or screen, and every schedule row checked where it stands. */
export function curtainOwn(form: CurtainForm): FieldErrors<FieldPath<'curtain'>> {
  const errors: FieldErrors<FieldPath<'curtain'>> = scheduleErrors(form.schedule);
  if (form.aids.length === 0) errors['params.aids'] = { message: 'strategies:curtain_pickCurtains' };
  return errors;
}
