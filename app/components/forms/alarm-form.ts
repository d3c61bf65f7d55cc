/**
 * The alarm-rule form of one sensor: high and low thresholds (either may be empty, not both),
 * low < high, delay in whole seconds, hysteresis >= 0; checked against the protocol's alarmRule.
 */
import { alarmRule, type AlarmRule } from '../../../protocol/live/climate.ts';
import { numberOf, schemaErrors, type FieldErrors } from './field-errors.ts';

export type AlarmForm = { high: string; low: string; delayS: string; hysteresis: string; enabled: boolean };
export const alarmFields = ['high', 'low', 'delayS', 'hysteresis', 'enabled'] as const;
export type AlarmField = (typeof alarmFields)[number];

export type AlarmCheck =
  | { ok: true; rule: Omit<AlarmRule, 'rid'> & { rid?: number } }
  | { ok: false; errors: FieldErrors<AlarmField> };

/** A new rule's form: no thresholds yet, 60 s delay, hysteresis 1, enabled. */
export const emptyAlarmForm: AlarmForm = { high: '', low: '', delayS: '60', hysteresis: '1', enabled: true };

const text = (v: number | null) => (v === null ? '' : String(v));

export const ruleToForm = (r: AlarmRule): AlarmForm => ({
  high: text(r.high),
  low: text(r.low),
  delayS: String(r.delayS),
  hysteresis: String(r.hysteresis),
  enabled: r.enabled,
});

const threshold = (value: string) => (value.trim() === '' ? null : numberOf(value));

/** Validates the form; `rid` absent = a new rule (the controller assigns it on add). */
export function checkAlarmForm(sid: number, form: AlarmForm, rid?: number): AlarmCheck {
  const candidate = {
    rid: rid ?? 1,
    sid,
    high: threshold(form.high),
    low: threshold(form.low),
    delayS: numberOf(form.delayS),
    hysteresis: numberOf(form.hysteresis),
    enabled: form.enabled,
  };
  const parsed = alarmRule.safeParse(candidate);
  const errors: FieldErrors<AlarmField> = parsed.success ? {} : schemaErrors(parsed.error, alarmFields);
  const { high, low } = candidate;
  if (!errors.high && !errors.low) {
    if (high === null && low === null) errors.high = { key: 'oneThreshold' };
    else if (high !== null && low !== null && low >= high) errors.low = { key: 'lowBelowHigh' };
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { rid: _assigned, ...rest } = parsed.data;
  return { ok: true, rule: rid === undefined ? rest : { ...rest, rid } };
}
