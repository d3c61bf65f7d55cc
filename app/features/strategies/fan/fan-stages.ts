/**
 * Fan stages as form rows ({ aids, onAboveTemp, onAboveHum } as typed): add (2 °C above the last),
 * remove, change, and the checks beyond the schema: at least one stage and one fan per stage, a fan
 * in one stage only, each stage's temperature above the one before, humidity 0-100 % or empty.
 */
import type { FieldErrors } from '../../../components/forms/field-errors';
import { rowPath, type FieldPath } from '../shell/strategy-paths';
import { num, numOrNull } from '../shell/strategy-check';

export type StageRow = { aids: number[]; onAboveTemp: string; onAboveHum: string };

/** The protocol's limit (climate.ts fan stages `.max(8)`). */
export const maxStages = 8;

export function addStage(stages: readonly StageRow[]): StageRow[] {
  if (stages.length >= maxStages) return [...stages];
  const last = num(stages.at(-1)?.onAboveTemp ?? '');
  const onAboveTemp = Number.isFinite(last) ? String(last + 2) : '28';
  return [...stages, { aids: [], onAboveTemp, onAboveHum: '' }];
}

export const removeStage = (stages: readonly StageRow[], index: number): StageRow[] =>
  stages.filter((_, i) => i !== index);

export const changeStage = (
  stages: readonly StageRow[],
  index: number,
  patch: Partial<StageRow>,
): StageRow[] => stages.map((s, i) => (i === index ? { ...s, ...patch } : s));

/** The stages as the protocol's record (an empty humidity is null: not by humidity). */
export const stagesOf = (stages: readonly StageRow[]) =>
  stages.map((s) => ({ aids: s.aids, onAboveTemp: num(s.onAboveTemp), onAboveHum: numOrNull(s.onAboveHum) }));

export function stageErrors(stages: readonly StageRow[]): FieldErrors<FieldPath<'fan'>> {
  const errors: FieldErrors<FieldPath<'fan'>> = {};
  if (stages.length === 0) errors['params.stages'] = { message: 'strategies:fan_noStages' };
  const seen = new Set<number>();
  let previous = Number.NaN;
  stages.forEach((stage, i) => {
    const at = (field: keyof StageRow) => rowPath('params.stages', i, field);
    if (stage.aids.length === 0) errors[at('aids')] = { message: 'strategies:fan_pickFans' };
    else if (stage.aids.some((aid) => seen.has(aid)))
      errors[at('aids')] = { message: 'strategies:fan_fanTwice' };
    stage.aids.forEach((aid) => seen.add(aid));
    const temp = num(stage.onAboveTemp);
    if (Number.isFinite(temp) && Number.isFinite(previous) && temp <= previous)
      errors[at('onAboveTemp')] = { message: 'strategies:fan_ascending', values: { previous } };
    if (Number.isFinite(temp)) previous = temp;
    const hum = numOrNull(stage.onAboveHum);
    if (hum !== null && hum < 0) errors[at('onAboveHum')] = { key: 'atLeast', values: { min: 0 } };
    if (hum !== null && hum > 100) errors[at('onAboveHum')] = { key: 'atMost', values: { max: 100 } };
  });
  return errors;
}
