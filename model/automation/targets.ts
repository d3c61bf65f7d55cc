/** Small helpers on actuator targets shared by the modules. */
import { isPositionKind, type Actuator, type ActuatorKind, type DecisionWhy } from '../../protocol/index.ts';
import type { Context } from './context.ts';
import type { ActuatorTarget } from './types.ts';

/** Ranks: protection (wind, rain) beats any configured priority (0..100); records without one get 50. */
export const rankOf = {
  protection: (priority: number) => 1000 + priority,
  strategy: (priority: number) => priority,
  record: 50,
} as const;

export const off: ActuatorTarget = { action: 'off' };
export const on: ActuatorTarget = { action: 'on' };
export const setTo = (value: number): ActuatorTarget => ({ action: 'set', value });

/** On, or set above 0. */
export function isActive(t: ActuatorTarget | undefined): boolean {
  return t !== undefined && (t.action === 'on' || (t.action === 'set' && t.value > 0));
}

export function sameTarget(a: ActuatorTarget | undefined, b: ActuatorTarget | undefined): boolean {
  if (!a || !b) return a === b;
  return a.action === b.action && (a.action !== 'set' || (b.action === 'set' && a.value === b.value));
}

export function describeTarget(t: ActuatorTarget): string {
  return t.action === 'set' ? `set ${Math.round(t.value)}%` : t.action;
}

/** The last target automation gave, else where the actuator stands: is it on / open? */
export function isOnNow(ctx: Context, aid: number): boolean {
  const previous = ctx.state.targets[aid];
  if (previous) return isActive(previous);
  const live = ctx.live(aid);
  return live.on === true || (live.pos ?? 0) > 0;
}

/** The last position automation gave, else the live position (0..100). */
export function positionNow(ctx: Context, aid: number): number | undefined {
  const previous = ctx.state.targets[aid];
  if (previous?.action === 'set') return previous.value;
  return ctx.live(aid).pos;
}

/** A protocol action on an actuator of `kind` as a target: positions for rollers and screens. */
export function targetFor(
  kind: ActuatorKind,
  action: 'open' | 'close' | 'on' | 'off' | 'set',
  value?: number,
) {
  const position = isPositionKind(kind) || kind === 'heater';
  const level =
    action === 'open' || action === 'on' ? 100 : action === 'close' || action === 'off' ? 0 : (value ?? 0);
  if (position) return setTo(Math.min(100, Math.max(0, level)));
  return level > 0 ? on : off;
}

/** Rounds to the nearest multiple of `step` (%), within [min, max]. */
export function quantise(value: number, step: number, min = 0, max = 100): number {
  const q = Math.round(value / step) * step;
  return Math.min(max, Math.max(min, q));
}

export function label(a: Actuator | undefined, aid: number): string {
  return a ? `${a.name} (${aid})` : `actuator ${aid}`;
}

export const fmt = (v: number, digits = 1) => v.toFixed(digits);

/**
 * A decision's reason as data (protocol `decisionWhy`), its numbers as they came: `roundedWhy`
 * rounds them when an outcome reports it (rarely), not on every explained change of every decision.
 * `values` must not change afterwards (the modules pass a fresh literal).
 */
export function why(code: string, values: Record<string, number | string> = {}): DecisionWhy {
  return { code, v: values };
}

/** The why an outcome reports: its numbers rounded to one decimal. */
export function roundedWhy(w: DecisionWhy): DecisionWhy {
  const v: Record<string, number | string> = {};
  for (const [key, value] of Object.entries(w.v))
    v[key] = typeof value === 'number' ? Math.round(value * 10) / 10 : value;
  return { code: w.code, v };
}

/** The ids each byId record was made from, in order (to tell a record that would come out the same). */
const madeFrom = new WeakMap<object, readonly number[]>();

/**
 * A record keyed by ids (aids, hids) from parallel lists, the highest id written first: V8 keeps
 * integer keys as an array as long as the highest one, and grows it (a copy) at each new highest
 * key, so ids of 101..409 written in order cost three arrays where one will do. `previous`, when
 * byId made it from the same ids and it holds the same values, is returned as it is.
 */
export function byId<T extends NonNullable<unknown>>(
  ids: readonly number[],
  values: readonly T[],
  previous?: Record<number, T>,
): Record<number, T> {
  if (previous !== undefined && sameRecord(previous, ids, values)) return previous;
  const out: Record<number, T> = {};
  let top = -1;
  let topId = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (id === undefined || (top >= 0 && id <= topId)) continue;
    top = i;
    topId = id;
  }
  const topValue = values[top];
  if (topValue !== undefined) out[topId] = topValue;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    const value = values[i];
    // Parallel lists of defined values: one is missing only past the end of a shorter list.
    if (i !== top && id !== undefined && value !== undefined) out[id] = value;
  }
  if (previous !== undefined) madeFrom.set(out, ids);
  return out;
}

function sameRecord<T>(previous: Record<number, T>, ids: readonly number[], values: readonly T[]): boolean {
  const from = madeFrom.get(previous);
  if (from === undefined || from.length !== ids.length) return false;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    if (id === undefined || from[i] !== id || previous[id] !== values[i]) return false;
  }
  return true;
}
