/**
 * The zone screens' URL query (`?f_zone_id=..&zone_name=..`, seed section 4: the WeChat callback and
 * the home cards link here). f_zone_id must be a positive whole number; zone_name is only a title
 * hint until the zone query answers.
 */
export type ZoneParams =
  { ok: true; zid: number; zoneName: string | null } | { ok: false; reason: 'missingZoneId' | 'badZoneId' };

const WHOLE = /^[1-9]\d{0,8}$/;

export function parseZoneParams(search: URLSearchParams): ZoneParams {
  const raw = search.get('f_zone_id');
  if (raw === null || raw.trim() === '') return { ok: false, reason: 'missingZoneId' };
  if (!WHOLE.test(raw.trim())) return { ok: false, reason: 'badZoneId' };
  const name = search.get('zone_name')?.trim().slice(0, 40) ?? '';
  return { ok: true, zid: Number(raw.trim()), zoneName: name === '' ? null : name };
}

/** The link to a zone's equipment, as the seed's WeChat callback builds it. */
export function zoneEquipmentPath(zid: number, zoneName: string): string {
  const query = new URLSearchParams({ f_zone_id: String(zid), zone_name: zoneName });
  return `/devicedata/Mc_equipment?${query.toString()}`;
}

/** The link to a zone's irrigation valves. */
export function zoneValvesPath(zid: number, zoneName: string): string {
  const query = new URLSearchParams({ f_zone_id: String(zid), zone_name: zoneName });
  return `/devicedata/Mc_equipment/valveEquipment?${query.toString()}`;
}
