/**
 * One irrigation alarm as a form row, and the bounds each kind needs (the controller judges them
 * only while irrigation runs, model/alarms/evaluate.ts): flow too low has a low bound only,
 * flow too high a high bound only, the EC and pH bands both, pressure at least one; low < high;
 * readings are never negative and pH stays within 0-14. Checked with the protocol's irrigateAlarm.
 */
import { irrigateAlarm, type IrrigateAlarm } from '../../../../protocol/live/climate.ts';
import { numberOf, schemaErrors, type FieldErrors } from '../../../components/forms/field-errors.ts';

export type AlarmKind = IrrigateAlarm['kind'];
export type AlarmRowForm = { low: string; high: string; delayS: string; enabled: boolean };
export const alarmRowFields = ['low', 'high', 'delayS'] as const;
export type AlarmRowField = (typeof alarmRowFields)[number];
export type AlarmRowCheck =
  { ok: true; alarm: IrrigateAlarm } | { ok: false; errors: FieldErrors<AlarmRowField> };

/** Which bounds a kind uses: 'need' must be set, 'may' is optional (one of them at least), 'none' is unused. */
export type BoundUse = 'need' | 'may' | 'none';
export const boundsOf: Record<AlarmKind, { low: BoundUse; high: BoundUse }> = {
  flowLow: { low: 'need', high: 'none' },
  flowHigh: { low: 'none', high: 'need' },
  ecBand: { low: 'need', high: 'need' },
  phBand: { low: 'need', high: 'need' },
  pressure: { low: 'may', high: 'may' },
};

const maxOf: Partial<Record<AlarmKind, number>> = { phBand: 14 };

const text = (v: number | null) => (v === null ? '' : String(v));

export const alarmToRow = (a: IrrigateAlarm): AlarmRowForm => ({
  low: boundsOf[a.kind].low === 'none' ? '' : text(a.low),
  high: boundsOf[a.kind].high === 'none' ? '' : text(a.high),
  delayS: String(a.delayS),
  enabled: a.enabled,
});

/** True when the row says something else than the stored alarm. */
export const rowChanged = (a: IrrigateAlarm, row: AlarmRowForm): boolean =>
  JSON.stringify(alarmToRow(a)) !== JSON.stringify(row);

const bound = (use: BoundUse, value: string) =>
  use === 'none' || value.trim() === '' ? null : numberOf(value);

/** Validates one row of alarm `a` (its kind and iid stay). */
export function checkAlarmRow(a: IrrigateAlarm, row: AlarmRowForm): AlarmRowCheck {
  const use = boundsOf[a.kind];
  const candidate: IrrigateAlarm = {
    iid: a.iid,
    kind: a.kind,
    low: bound(use.low, row.low),
    high: bound(use.high, row.high),
    delayS: numberOf(row.delayS),
    enabled: row.enabled,
  };
  const parsed = irrigateAlarm.safeParse(candidate);
  const errors: FieldErrors<AlarmRowField> = parsed.success ? {} : schemaErrors(parsed.error, alarmRowFields);
  const max = maxOf[a.kind];
  for (const side of ['low', 'high'] as const) {
    const v = candidate[side];
    if (errors[side]) continue;
    if (v !== null && Number.isNaN(v)) errors[side] = { key: 'number' };
    else if (use[side] === 'need' && v === null) errors[side] = { key: 'required' };
    else if (v !== null && v < 0) errors[side] = { key: 'atLeast', values: { min: 0 } };
    else if (v !== null && max !== undefined && v > max) errors[side] = { key: 'atMost', values: { max } };
  }
  const { low, high } = candidate;
  if (!errors.low && !errors.high) {
    if (low === null && high === null) errors.high = { key: 'oneThreshold' };
    else if (low !== null && high !== null && low >= high) errors.low = { key: 'lowBelowHigh' };
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, alarm: parsed.data };
}
