/**
 * The bulk panel's form: the values to put on every selected sensor's rules. An empty field is left
 * as each rule has it; the numbers given are checked like the protocol's alarmRule before applying.
 */
import { alarmRule } from '../../../../protocol/live/climate.ts';
import { z } from '../../../../protocol/zod-mini.ts';
import type { AlarmForm } from '../../../components/forms/alarm-form.ts';
import { numberOf, schemaErrors, type FieldErrors } from '../../../components/forms/field-errors.ts';

/** Whether a bulk change leaves each rule's switch as it is, or turns every one on or off. */
export const bulkEnabledChoices = ['keep', 'on', 'off'] as const;
export type BulkForm = {
  high: string;
  low: string;
  delayS: string;
  hysteresis: string;
  enabled: (typeof bulkEnabledChoices)[number];
};
export const bulkFields = ['high', 'low', 'delayS', 'hysteresis'] as const;
export type BulkField = (typeof bulkFields)[number];
export const emptyBulkForm: BulkForm = { high: '', low: '', delayS: '', hysteresis: '', enabled: 'keep' };

export type BulkCheck =
  { ok: true; patch: Partial<AlarmForm> } | { ok: false; errors: FieldErrors<BulkField> };

const partialRule = z.partial(z.pick(alarmRule, { high: true, low: true, delayS: true, hysteresis: true }));

/** The patch to apply (only the fields given), or per-field errors. */
export function checkBulkForm(form: BulkForm): BulkCheck {
  const patch: Partial<AlarmForm> = {};
  const numbers: Partial<Record<BulkField, number>> = {};
  for (const field of bulkFields) {
    const text = form[field].trim();
    if (text === '') continue;
    patch[field] = text;
    numbers[field] = numberOf(text);
  }
  if (form.enabled !== 'keep') patch.enabled = form.enabled === 'on';
  const parsed = partialRule.safeParse(numbers);
  const errors: FieldErrors<BulkField> = parsed.success ? {} : schemaErrors(parsed.error, bulkFields);
  const { high, low } = numbers;
  if (!errors.high && !errors.low && high !== undefined && low !== undefined && low >= high)
    errors.low = { key: 'lowBelowHigh' };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, patch };
}
