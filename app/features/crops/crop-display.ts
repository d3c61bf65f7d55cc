/** Small pure helpers of the crop group screens. */
import type { Zone } from '../../../protocol/live/zone.ts';

/** The `cid` of the URL: a positive whole number, else null. */
export function parseCid(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw.trim())) return null;
  const cid = Number(raw.trim());
  return cid > 0 ? cid : null;
}

/** Days since planting (planting day = day 1), or null before it or for a bad date. */
export function dayOfCulture(plantingDate: string, today: Date): number | null {
  const planted = Date.parse(`${plantingDate}T00:00:00Z`);
  if (Number.isNaN(planted)) return null;
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const days = Math.floor((now - planted) / 86_400_000) + 1;
  return days >= 1 ? days : null;
}

/** Zones in the order the grower set on the zones screen. */
export const sortByOrder = (zones: readonly Zone[]): Zone[] =>
  [...zones].sort((a, b) => a.order - b.order || a.f_zone_id - b.f_zone_id);

/** The zones of a group by name, in the base's zone order; ids with no zone are reported apart. */
export function groupZoneNames(
  zoneIds: readonly number[],
  zones: readonly Zone[],
): { names: string[]; missing: number[] } {
  const byId = new Map(zones.map((z) => [z.f_zone_id, z]));
  const found = sortByOrder(zoneIds.flatMap((id) => byId.get(id) ?? []));
  return { names: found.map((z) => z.name), missing: zoneIds.filter((id) => !byId.has(id)) };
}
