/**
 * Checks a strategy form against the protocol's `strategy` schema (the one the controller checks):
 * per-field errors keyed by dotted path (`name`, `params.pBand`, `params.stages.0.onAboveTemp`),
 * merged with a form's own rules (e.g. resume below close). Nothing is sent while any error stands.
 */
import { strategy, type Strategy } from '../../../../protocol/live/climate.ts';
import { numberOf, schemaErrors, type FieldErrors } from '../../../components/forms/field-errors';

export type StrategyCheck<F extends string> =
  { ok: true; record: Strategy } | { ok: false; errors: FieldErrors<F> };

/** A number field's text as a number (NaN when empty or not a number: the schema rejects it). */
export const num = numberOf;
/** An optional number field: empty text is null. */
export const numOrNull = (text: string): number | null => (text.trim() === '' ? null : numberOf(text));

/**
 * `candidate` is the record the form would send (key 1 for a new one: the controller assigns it).
 * `own` are the form's extra errors, computed on the same candidate.
 */
export function checkStrategy<F extends string>(
  candidate: unknown,
  fields: readonly F[],
  own: FieldErrors<F> = {},
): StrategyCheck<F> {
  const parsed = strategy.safeParse(candidate);
  const errors: FieldErrors<F> = parsed.success ? {} : schemaErrors(parsed.error, fields);
  for (const [field, error] of Object.entries(own) as [F, FieldErrors<F>[F]][])
    if (error && !errors[field]) errors[field] = error;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, record: parsed.data };
}

/** The fields every strategy form has. */
export const commonFields = ['name', 'priority', 'zoneIds'] as const;
export type CommonForm = { name: string; priority: string; zoneIds: number[]; enabled: boolean };

export const commonToForm = (s: Strategy): CommonForm => ({
  name: s.name,
  priority: String(s.priority),
  zoneIds: s.zoneIds,
  enabled: s.enabled,
});

/** The common part of a candidate record (`stid` 1 for a new strategy). */
export const commonOf = (form: CommonForm, stid: number | undefined) => ({
  stid: stid ?? 1,
  name: form.name.trim(),
  priority: num(form.priority),
  zoneIds: form.zoneIds,
  enabled: form.enabled,
});
