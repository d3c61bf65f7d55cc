/**
 * Zone order: the list shows zones by `order` (ties by id). Moving one zone swaps it with its
 * neighbour and renumbers the list 0..n-1; only the zones whose order changed are sent.
 */
import type { Zone } from '../../../protocol/live/zone.ts';

/** Zones as the grower sees them: by order, then by id. */
export function sortZones<T extends Zone>(zones: readonly T[]): T[] {
  return [...zones].sort((a, b) => a.order - b.order || a.f_zone_id - b.f_zone_id);
}

/** The updates (whole records with their new order) that move `zid` one place up (-1) or down (+1). */
export function moveZone(zones: readonly Zone[], zid: number, direction: -1 | 1): Zone[] {
  const sorted = sortZones(zones);
  const from = sorted.findIndex((z) => z.f_zone_id === zid);
  const to = from + direction;
  if (from < 0 || to < 0 || to >= sorted.length) return [];
  const moved = [...sorted];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved.flatMap((zone, index) => (zone.order === index ? [] : [{ ...zone, order: index }]));
}

/** The order of a new zone: after every existing one. */
export const nextOrder = (zones: readonly Zone[]): number =>
  zones.reduce((max, z) => Math.max(max, z.order + 1), 0);

/** The list with pending order changes applied (shown before the controller's report arrives). */
export function withOrders<T extends Zone>(zones: readonly T[], pending: ReadonlyMap<number, number>): T[] {
  if (pending.size === 0) return [...zones];
  return zones.map((z) => {
    const order = pending.get(z.f_zone_id);
    return order === undefined ? z : { ...z, order };
  });
}
