/** Cameras grouped by zone, in the zones' own order; cameras outside any zone (or in an unknown one) last. */
import type { NetworkDevice } from '../../../../protocol/live/system.ts';
import type { Zone } from '../../../../protocol/live/zone.ts';

export type CameraGroup = { zid: number | null; name: string | null; cameras: NetworkDevice[] };

export function groupByZone(cameras: readonly NetworkDevice[], zones: readonly Zone[]): CameraGroup[] {
  const sorted = [...zones].sort((a, b) => a.order - b.order);
  const groups: CameraGroup[] = sorted.map((z) => ({
    zid: z.f_zone_id,
    name: z.name,
    cameras: cameras.filter((c) => c.zid === z.f_zone_id),
  }));
  const known = new Set(sorted.map((z) => z.f_zone_id));
  const rest = cameras.filter((c) => c.zid === null || !known.has(c.zid));
  if (rest.length > 0) groups.push({ zid: null, name: null, cameras: rest });
  return groups.filter((g) => g.cameras.length > 0);
}
