// The zone filter of the actuator screens, kept in the URL (`?zid=3`, `?zid=none`) so it survives
// a reload and can be shared.
import type { Actuator } from '../../../../protocol/live/actuator.ts';

export type ZoneFilter = 'all' | 'none' | number;

export function parseZoneFilter(value: string | null): ZoneFilter {
  if (value === 'none') return 'none';
  const zid = Number(value);
  return value !== null && Number.isInteger(zid) && zid > 0 ? zid : 'all';
}

export const matchesZone = (actuator: Actuator, filter: ZoneFilter): boolean =>
  filter === 'all' || (filter === 'none' ? actuator.zid === null : actuator.zid === filter);

/** Zone, then board and channel, then id: the order the grower walks the greenhouse. */
export function byPlace(a: Actuator, b: Actuator): number {
  return (
    (a.zid ?? Infinity) - (b.zid ?? Infinity) ||
    (a.board ?? 0) - (b.board ?? 0) ||
    (a.channel ?? 0) - (b.channel ?? 0) ||
    a.aid - b.aid
  );
}
