/** The zone details screen's pure pieces: the zone id of the URL and the devices to offer. */
import type { DeviceRecord } from '../../../live/zone-query.ts';

/** The `f_zone_id` of the URL: a positive whole number, else null. */
export function parseZoneId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/** Devices not in `zid`: unassigned first, then by zone, then by name. */
export function candidatesFor<T extends DeviceRecord>(items: readonly T[], zid: number): T[] {
  const rank = (d: T) => (d.zid === null ? -1 : d.zid);
  return items.filter((d) => d.zid !== zid).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}
