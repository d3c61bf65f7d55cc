/** A plan's valve sequence: the valves open one after another in this order, each valve once. */

/** Adds a valve at the end (a valve already in the sequence stays where it is). */
export function addValve(ids: readonly number[], vid: number): number[] {
  return ids.includes(vid) ? [...ids] : [...ids, vid];
}

/** Takes out the valve at `index`. */
export function removeValve(ids: readonly number[], index: number): number[] {
  return ids.filter((_, i) => i !== index);
}

/** Moves the valve at `index` one place earlier (-1) or later (+1); at either end nothing changes. */
export function moveValve(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const to = index + by;
  const moved = ids[index];
  const other = ids[to];
  if (moved === undefined || other === undefined) return [...ids];
  const next = [...ids];
  next[index] = other;
  next[to] = moved;
  return next;
}

/** The valves not in the sequence yet, in the order given. */
export function valvesLeft<V extends { vid: number }>(valves: readonly V[], ids: readonly number[]): V[] {
  return valves.filter((v) => !ids.includes(v.vid));
}
