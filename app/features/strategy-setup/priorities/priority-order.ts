/**
 * Strategy priorities as the controller ranks them (model/automation/targets.ts `rankOf`): wind
 * and rain protection (windSpeed) always above the other strategies, then the higher priority wins,
 * ties to the lower stid. Moving a strategy up or down renumbers as few priorities as it can.
 */
import type { StrategyKind } from '../../../../protocol/live/climate.ts';

export type Ranked = { stid: number; kind: StrategyKind; priority: number };

export const MIN_PRIORITY = 0;
export const MAX_PRIORITY = 100;

/** windSpeed strategies protect the greenhouse: the controller lets them win over any other. */
export const isProtection = (kind: StrategyKind) => kind === 'windSpeed';

/** The controller's rank of a strategy's wishes (protection 1000 + priority, the others priority). */
export const rankOf = (s: Ranked) => (isProtection(s.kind) ? 1000 + s.priority : s.priority);

/** Highest rank first, equal ranks by stid (the controller proposes in stid order, first wins). */
export function byRank<T extends Ranked>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => rankOf(b) - rankOf(a) || a.stid - b.stid);
}

type Prioritised = { stid: number; priority: number };

/**
 * Moves `rows[index]` one place up (-1) or down (+1) within `rows` (one group, highest first) and
 * returns the new priority of every row that changes, or null when it cannot move. Two different
 * priorities swap; a tie makes room above (or, at 100, below), renumbering neighbours only as far as
 * needed (null when 0-100 has no room left, which takes a hundred strategies).
 */
export function moveRow(
  rows: readonly Prioritised[],
  index: number,
  dir: -1 | 1,
): Map<number, number> | null {
  const other = index + dir;
  if (index < 0 || index >= rows.length || other < 0 || other >= rows.length) return null;
  const order = [...rows];
  [order[index], order[other]] = [rows[other]!, rows[index]!];
  const values = rows.map((r) => r.priority); // values stay at their places; the rows swap
  const upper = Math.min(index, other);
  if (values[upper] === values[upper + 1]) {
    const next = makeRoomAbove(values, upper) ?? makeRoomBelow(values, upper + 1);
    if (!next) return null;
    values.splice(0, values.length, ...next);
  }
  const changed = new Map<number, number>();
  order.forEach((row, i) => {
    if (row.priority !== values[i]) changed.set(row.stid, values[i]!);
  });
  return changed;
}

/** Raises `at` by one and its neighbours above as far as needed; null past the maximum. */
function makeRoomAbove(values: readonly number[], at: number): number[] | null {
  const next = [...values];
  next[at] = next[at]! + 1;
  for (let k = at - 1; k >= 0 && next[k]! <= next[k + 1]!; k--) next[k] = next[k + 1]! + 1;
  return next.every((v) => v <= MAX_PRIORITY) ? next : null;
}

/** Lowers `at` by one and its neighbours below as far as needed; null under the minimum. */
function makeRoomBelow(values: readonly number[], at: number): number[] | null {
  const next = [...values];
  next[at] = next[at]! - 1;
  for (let k = at + 1; k < next.length && next[k]! >= next[k - 1]!; k++) next[k] = next[k - 1]! - 1;
  return next.every((v) => v >= MIN_PRIORITY) ? next : null;
}
