/**
 * The seed's zone query (`{ confTyp: 'zone', method: 'query', para: { f_zone_id } }`) and what the
 * details screen keeps of its answer: the zone and its sensors, actuators and valves. Other clients'
 * changes arrive as unsolicited reports and are applied here, by the device's new zid.
 */
import { z } from 'zod';
import { actuator, actuatorReport, type Actuator } from '../../../../protocol/live/actuator.ts';
import { valve, type Valve } from '../../../../protocol/live/irrigation.ts';
import { sensor, type Sensor } from '../../../../protocol/live/sensor.ts';
import { zone } from '../../../../protocol/live/zone.ts';

export const zoneQueryAnswer = z.object({
  zone,
  sensors: z.array(sensor),
  actuators: z.array(actuator),
  valves: z.array(valve),
  /** The controller's last state report of each actuator when queried (none yet: null, dropped). */
  states: z
    .array(z.unknown())
    .default([])
    .transform((list) =>
      list.flatMap((state) => {
        const report = actuatorReport.safeParse(state);
        return report.success ? [report.data] : [];
      }),
    ),
});
export type ZoneQueryAnswer = z.output<typeof zoneQueryAnswer>;

/** The device lists of a zone, by confTyp, with their key field and the answer's list name. */
export const deviceKinds = {
  sensor: { key: 'sid', list: 'sensors', record: sensor },
  actuator: { key: 'aid', list: 'actuators', record: actuator },
  valve: { key: 'vid', list: 'valves', record: valve },
} as const;
export type DeviceKind = keyof typeof deviceKinds;
export type DeviceRecord = Sensor | Actuator | Valve;

/** The `f_zone_id` of the URL: a positive whole number, else null. */
export function parseZoneId(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const id = Number(raw.trim());
  return id > 0 ? id : null;
}

/** The id of a device record of that kind. */
export function deviceId(kind: DeviceKind, record: DeviceRecord): number {
  const value: unknown = (record as Record<string, unknown>)[deviceKinds[kind].key];
  return typeof value === 'number' ? value : NaN;
}

/**
 * Applies one unsolicited report to the zone's answer: the zone renamed or deleted (null then), a
 * device added, moved into or out of the zone, changed or deleted. Unknown shapes change nothing.
 */
export function applyZoneReport(
  answer: ZoneQueryAnswer,
  confTyp: string,
  method: string,
  data: unknown,
): ZoneQueryAnswer | null {
  const zid = answer.zone.f_zone_id;
  if (confTyp === 'zone') {
    const changed = zone.safeParse(data);
    if (method === 'delete') return keyOf(data, 'f_zone_id') === zid ? null : answer;
    return method === 'update' && changed.success && changed.data.f_zone_id === zid
      ? { ...answer, zone: changed.data }
      : answer;
  }
  if (confTyp !== 'sensor' && confTyp !== 'actuator' && confTyp !== 'valve') return answer;
  const { key, list, record } = deviceKinds[confTyp];
  const current = answer[list] as DeviceRecord[];
  if (method === 'delete') {
    const gone = keyOf(data, key);
    return { ...answer, [list]: current.filter((d) => deviceId(confTyp, d) !== gone) };
  }
  const parsed = record.safeParse(data);
  if (!parsed.success || (method !== 'add' && method !== 'update')) return answer;
  const id = deviceId(confTyp, parsed.data);
  const others = current.filter((d) => deviceId(confTyp, d) !== id);
  const index = current.findIndex((d) => deviceId(confTyp, d) === id);
  if (parsed.data.zid !== zid) return { ...answer, [list]: others };
  const next = [...others];
  next.splice(index < 0 ? next.length : index, 0, parsed.data);
  return { ...answer, [list]: next };
}

/** Devices not in `zid`: unassigned first, then by zone, then by name. */
export function candidatesFor<T extends DeviceRecord>(items: readonly T[], zid: number): T[] {
  const rank = (d: T) => (d.zid === null ? -1 : d.zid);
  return items.filter((d) => d.zid !== zid).sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

function keyOf(data: unknown, key: string): unknown {
  return data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
}
