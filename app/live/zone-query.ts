/**
 * The seed's zone query (`{ confTyp: 'zone', method: 'query', para: { f_zone_id } }`, answered with
 * protocol's zoneQueryAnswer), one live query for every screen that shows a zone with its devices.
 * Other clients' changes arrive as unsolicited reports and are applied by the device's new zid.
 */
import { actuator, type Actuator } from '../../protocol/live/actuator.ts';
import { valve, type Valve } from '../../protocol/live/irrigation.ts';
import { sensor, type Sensor } from '../../protocol/live/sensor.ts';
import { zone, type ZoneQueryAnswer } from '../../protocol/live/zone.ts';
import { fieldOf } from '../lib/field-of.ts';
import { useLiveQuery, type LiveQuery, type LiveQueryResult } from './query.ts';

/** The device lists of a zone, by confTyp, with their key field and the answer's list name. */
export const deviceKinds = {
  sensor: { key: 'sid', list: 'sensors', record: sensor },
  actuator: { key: 'aid', list: 'actuators', record: actuator },
  valve: { key: 'vid', list: 'valves', record: valve },
} as const;
export type DeviceKind = keyof typeof deviceKinds;
export type DeviceRecord = Sensor | Actuator | Valve;

/** The id of a device record of that kind. */
export function deviceId(kind: DeviceKind, record: DeviceRecord): number {
  const value = fieldOf(record, deviceKinds[kind].key);
  return typeof value === 'number' ? value : NaN;
}

/** The live query of one zone (null: none asked). */
export const zoneQuery = (zid: number): LiveQuery<ZoneQueryAnswer, 'system/conf', 'zone', 'query'> => ({
  topic: 'system/conf',
  confTyp: 'zone',
  method: 'query',
  para: { f_zone_id: zid },
  // Checked once on the way in (protocol/live/validate.ts): the ack's data is the whole answer.
  parse: (ack) => ack.data,
  follows: ['zone', 'sensor', 'actuator', 'valve'],
  patch: (answer, report) => applyZoneReport(answer, report.confTyp, report.method, report.data),
});

/** One zone with its devices, following other clients' changes (app/live/query.ts policy). */
export const useZoneQuery = (zid: number | null): LiveQueryResult<ZoneQueryAnswer> =>
  useLiveQuery(zid === null ? null : zoneQuery(zid));

/**
 * Applies one unsolicited report to the zone's answer: the zone renamed or deleted (null then), a
 * device added, moved into or out of the zone, changed or deleted. Reports of other zones and
 * confTyps change nothing; a shape it cannot read gives undefined (the query asks again).
 */
export function applyZoneReport(
  answer: ZoneQueryAnswer,
  confTyp: string,
  method: string,
  data: unknown,
): ZoneQueryAnswer | null | undefined {
  const zid = answer.zone.f_zone_id;
  if (confTyp === 'zone') {
    if (method === 'delete') return keyOf(data, 'f_zone_id') === zid ? null : answer;
    if (method !== 'update') return answer;
    const changed = zone.safeParse(data);
    if (!changed.success) return undefined;
    return changed.data.f_zone_id === zid ? { ...answer, zone: changed.data } : answer;
  }
  if (confTyp !== 'sensor' && confTyp !== 'actuator' && confTyp !== 'valve') return answer;
  const { key, list, record } = deviceKinds[confTyp];
  const current: readonly DeviceRecord[] = answer[list];
  if (method === 'delete') {
    const gone = keyOf(data, key);
    if (gone === undefined) return undefined;
    return { ...answer, [list]: current.filter((d) => deviceId(confTyp, d) !== gone) };
  }
  if (method !== 'add' && method !== 'update') return answer;
  const parsed = record.safeParse(data);
  if (!parsed.success) return undefined;
  const id = deviceId(confTyp, parsed.data);
  const others = current.filter((d) => deviceId(confTyp, d) !== id);
  const index = current.findIndex((d) => deviceId(confTyp, d) === id);
  if (parsed.data.zid !== zid)
    return others.length === current.length ? answer : { ...answer, [list]: others };
  const next = [...others];
  next.splice(index < 0 ? next.length : index, 0, parsed.data);
  return { ...answer, [list]: next };
}

const keyOf = fieldOf;
