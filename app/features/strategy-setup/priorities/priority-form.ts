/**
 * The priorities form: the grower's typed priorities (by stid) checked with the protocol's strategy
 * schema, and the `strategy` updates to send, only for records whose priority really changes.
 */
import { strategy as strategySchema, type Strategy } from '../../../../protocol/live/climate.ts';
import { numberOf, schemaErrors, type FieldError } from '../../../components/forms/field-errors.ts';

/** Typed priority text per stid; a stid absent keeps its saved priority. */
export type PriorityDrafts = Readonly<Record<number, string>>;

export type PriorityCheck =
  { ok: true; updates: Strategy[] } | { ok: false; errors: Record<number, FieldError> };

/** The priority a row shows: the grower's text when typed, else the saved number. */
export const priorityText = (s: Strategy, drafts: PriorityDrafts) => drafts[s.stid] ?? String(s.priority);

/** The number a row sorts and moves by: a valid typed priority, else the saved one. */
export function priorityOf(s: Strategy, drafts: PriorityDrafts): number {
  const typed = drafts[s.stid];
  if (typed === undefined) return s.priority;
  const n = numberOf(typed);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? n : s.priority;
}

export function checkPriorities(strategies: readonly Strategy[], drafts: PriorityDrafts): PriorityCheck {
  const errors: Record<number, FieldError> = {};
  const updates: Strategy[] = [];
  for (const s of strategies) {
    const typed = drafts[s.stid];
    if (typed === undefined) continue;
    const parsed = strategySchema.safeParse({ ...s, priority: numberOf(typed) });
    if (!parsed.success) {
      errors[s.stid] = schemaErrors(parsed.error, ['priority'] as const).priority ?? { key: 'invalid' };
      continue;
    }
    if (parsed.data.priority !== s.priority) updates.push(parsed.data);
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, updates };
}

/** Drafts that say no more than the saved records (saved here or by someone else) are dropped. */
export function settledDrafts(strategies: readonly Strategy[], drafts: PriorityDrafts): PriorityDrafts {
  const open: Record<number, string> = {};
  for (const s of strategies) {
    const typed = drafts[s.stid];
    if (typed !== undefined && numberOf(typed) !== s.priority) open[s.stid] = typed;
  }
  return open;
}

const temperatureKinds: readonly Strategy['kind'][] = ['rollFilm'];

/** "大风优先于温度": a vent strategy with a priority at or above a wind protection's. */
export type ProtectionConflict = { wind: Strategy; temperature: Strategy };

export function protectionConflicts(
  strategies: readonly Strategy[],
  drafts: PriorityDrafts,
): ProtectionConflict[] {
  const on = strategies.filter((s) => s.enabled);
  const winds = on.filter((s) => s.kind === 'windSpeed');
  const temps = on.filter((s) => temperatureKinds.includes(s.kind));
  return winds.flatMap((wind) =>
    temps
      .filter((t) => priorityOf(t, drafts) >= priorityOf(wind, drafts))
      .map((temperature) => ({ wind, temperature })),
  );
}

/** Drafts that put every wind protection above every vent strategy (wind at most 100). */
export function protectionFirst(strategies: readonly Strategy[], drafts: PriorityDrafts): PriorityDrafts {
  const next: Record<number, string> = { ...drafts };
  for (const { wind, temperature } of protectionConflicts(strategies, drafts)) {
    const t = priorityOf(temperature, next);
    if (t >= 100) next[temperature.stid] = '99';
    const needed = Math.min(100, Math.max(priorityOf(wind, next), priorityOf(temperature, next) + 1));
    next[wind.stid] = String(needed);
  }
  return next;
}
