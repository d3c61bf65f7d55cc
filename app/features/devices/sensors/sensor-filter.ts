/**
 * The sensor list's filters, kept in the URL (`?zone=3&type=airTemp`, `zone=none` for sensors outside
 * any zone) so a filtered list can be bookmarked and survives a reload; unknown values mean "all".
 */
import { sensorType, type Sensor, type SensorType } from '../../../../protocol/live/sensor.ts';

export type ZoneFilter = 'all' | 'none' | number;
export type SensorFilter = { zone: ZoneFilter; type: SensorType | 'all' };

export function readFilter(search: URLSearchParams): SensorFilter {
  const zoneText = search.get('zone') ?? '';
  const zone: ZoneFilter =
    zoneText === 'none' ? 'none' : /^[1-9]\d{0,8}$/.test(zoneText) ? Number(zoneText) : 'all';
  const type = sensorType.safeParse(search.get('type'));
  return { zone, type: type.success ? type.data : 'all' };
}

/** The query string of a filter ('' when nothing is filtered). */
export function writeFilter(filter: SensorFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.zone !== 'all') search.set('zone', String(filter.zone));
  if (filter.type !== 'all') search.set('type', filter.type);
  return search;
}

export function filterSensors(sensors: readonly Sensor[], filter: SensorFilter): Sensor[] {
  return sensors.filter(
    (s) =>
      (filter.zone === 'all' || (filter.zone === 'none' ? s.zid === null : s.zid === filter.zone)) &&
      (filter.type === 'all' || s.type === filter.type),
  );
}

/** The types present, in the protocol's order (the type filter offers only these). */
export function typesPresent(sensors: readonly Sensor[], order: readonly SensorType[]): SensorType[] {
  const present = new Set(sensors.map((s) => s.type));
  return order.filter((t) => present.has(t));
}

export type SensorGroup = { zid: number | null; sensors: Sensor[] };

/** Sensors grouped by zone in the zones' order (ids not in `zoneOrder` after them), no zone last. */
export function groupByZone(sensors: readonly Sensor[], zoneOrder: readonly number[]): SensorGroup[] {
  const rank = (zid: number | null) =>
    zid === null ? Infinity : zoneOrder.includes(zid) ? zoneOrder.indexOf(zid) : zoneOrder.length + zid;
  const groups = new Map<number | null, Sensor[]>();
  for (const s of sensors) groups.set(s.zid, [...(groups.get(s.zid) ?? []), s]);
  return [...groups].sort((a, b) => rank(a[0]) - rank(b[0])).map(([zid, list]) => ({ zid, sensors: list }));
}
