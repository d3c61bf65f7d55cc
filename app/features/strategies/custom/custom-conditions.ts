/**
 * A custom rule's conditions as form rows ({ sid, op, value } as picked and typed): add (up to 8),
 * remove, change, their checks (a sensor picked, a number), and whether one holds on a reading, as
 * the controller decides it (model/automation/strategies/custom.ts: a missing reading never holds).
 */
import type { FieldErrors } from '../../../components/forms/field-errors';
import { rowPath, type FieldPath } from '../shell/strategy-paths';
import { num } from '../shell/strategy-check';

export const conditionOps = ['>', '<', '>=', '<='] as const;
export type ConditionOp = (typeof conditionOps)[number];
/** i18n key part of each operator (keys cannot hold '>'). */
export const opNames: Record<ConditionOp, 'gt' | 'lt' | 'ge' | 'le'> = {
  '>': 'gt',
  '<': 'lt',
  '>=': 'ge',
  '<=': 'le',
};

export type ConditionRow = { sid: number | null; op: ConditionOp; value: string };

/** The protocol's limits (climate.ts custom `when` `.min(1).max(8)`). */
export const maxConditions = 8;

export const blankCondition = (): ConditionRow => ({ sid: null, op: '>', value: '' });

export const addCondition = (rows: readonly ConditionRow[]): ConditionRow[] =>
  rows.length >= maxConditions ? [...rows] : [...rows, blankCondition()];

/** The last condition stays: a rule needs one. */
export const removeCondition = (rows: readonly ConditionRow[], index: number): ConditionRow[] =>
  rows.length <= 1 ? [...rows] : rows.filter((_, i) => i !== index);

export const changeCondition = (
  rows: readonly ConditionRow[],
  index: number,
  patch: Partial<ConditionRow>,
): ConditionRow[] => rows.map((r, i) => (i === index ? { ...r, ...patch } : r));

export const conditionsOf = (rows: readonly ConditionRow[]) =>
  rows.map((r) => ({ sid: r.sid ?? 0, op: r.op, value: num(r.value) }));

export function conditionErrors(rows: readonly ConditionRow[]): FieldErrors<FieldPath<'custom'>> {
  const errors: FieldErrors<FieldPath<'custom'>> = {};
  if (rows.length === 0) errors['params.when'] = { message: 'strategies:custom_noConditions' };
  if (rows.length > maxConditions) errors['params.when'] = { key: 'atMost', values: { max: maxConditions } };
  rows.forEach((row, i) => {
    if (row.sid === null)
      errors[rowPath('params.when', i, 'sid')] = { message: 'strategies:custom_pickSensor' };
  });
  return errors;
}

/** Whether `v op value` holds now; undefined while there is no reading or no valid number. */
export function holds(op: ConditionOp, reading: number | undefined, value: number): boolean | undefined {
  if (reading === undefined || !Number.isFinite(value)) return undefined;
  switch (op) {
    case '>':
      return reading > value;
    case '<':
      return reading < value;
    case '>=':
      return reading >= value;
    case '<=':
      return reading <= value;
  }
}
