// How old the last known readings are, in the grower's units; nothing under a minute.
export type ReadingsAge = { unit: 'minutes' | 'hours' | 'days'; count: number };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export function readingsAge(ts: number, now: number): ReadingsAge | null {
  const age = now - ts;
  if (!(age >= minute)) return null;
  if (age < hour) return { unit: 'minutes', count: Math.floor(age / minute) };
  if (age < 2 * day) return { unit: 'hours', count: Math.floor(age / hour) };
  return { unit: 'days', count: Math.floor(age / day) };
}
