/** Pure helpers of the server screen: uptime, device counts by type/kind, the selected base's state. */
import type { SystemInfo } from '../../../../protocol/live/system.ts';
import type { LiveQueryResult, LoadState } from '../../../live/query';

export type Uptime = { d: number; h: number; m: number };

/** Whole days, hours and minutes of an uptime in seconds (negative or NaN counts as 0). */
export function uptimeParts(seconds: number): Uptime {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3_600), m: Math.floor((s % 3_600) / 60) };
}

/** How many of each value of `key`, most common first, ties in first-seen order. */
export function countBy<T, K extends string>(items: readonly T[], key: (item: T) => K): Array<[K, number]> {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/**
 * The selected base's state: the live connection's (0/1/2), except that a connected broker with a
 * controller that does not answer the system query is "not answering", not online.
 */
export function serverState(status: 0 | 1 | 2, system: LoadState | undefined): 0 | 1 | 2 | 'silent' {
  if (status !== 1) return status;
  if (system === 'error') return 'silent';
  return system === 'ready' ? 1 : 2;
}

/** The system query's state as the server screen shows it: the latest attempt decides, so a
 * controller that stopped answering is an error while its older record stays shown. */
export function systemState(system: LiveQueryResult<SystemInfo>): LoadState {
  if (system.error) return 'error';
  return system.state === 'idle' ? 'loading' : system.state;
}
