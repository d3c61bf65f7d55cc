/**
 * What a zone card shows, from the base's lists: the sensors behind each live metric, the position
 * actuators grouped as vents, shade screen and thermal curtain, and the open alarms of the zone.
 */
import type { Actuator, ActuatorKind } from '../../../../protocol/live/actuator.ts';
import type { Sensor, SensorType } from '../../../../protocol/live/sensor.ts';
import type { AlarmRecord } from '../../../../protocol/live/system.ts';

export const zoneMetrics = ['airTemp', 'airHum', 'co2', 'light', 'soilMoist'] as const;
export const weatherMetrics = ['outTemp', 'outHum', 'windSpeed', 'rain', 'radiation'] as const;
export type ZoneMetric = (typeof zoneMetrics)[number];
export type WeatherMetric = (typeof weatherMetrics)[number];
export const isWeatherMetric = (type: SensorType): type is WeatherMetric =>
  weatherMetrics.some((metric) => metric === type);

export const positionGroups = {
  vents: ['roller', 'b16roller'],
  screen: ['screen'],
  curtain: ['curtain'],
} as const satisfies Record<string, readonly ActuatorKind[]>;
export type PositionGroup = keyof typeof positionGroups;
const positionGroupNames = ['vents', 'screen', 'curtain'] as const satisfies readonly PositionGroup[];

/** The enabled sensors of each type in a zone (zid null: outside, e.g. the weather station). */
export function sensorsByType<T extends SensorType>(
  sensors: readonly Sensor[],
  zid: number | null,
  types: readonly T[],
): Record<T, number[]> {
  // Every type gets its list (Object.fromEntries cannot say its keys are exactly `types`).
  const out = Object.fromEntries(types.map((t): [T, number[]] => [t, []])) as Record<T, number[]>;
  for (const s of sensors) {
    const type = types.find((t) => t === s.type);
    if (s.zid === zid && s.enabled && type !== undefined) out[type].push(s.sid);
  }
  return out;
}

/** The aids of each position group in a zone; groups without actuators are left out. */
export function positionAids(
  actuators: readonly Actuator[],
  zid: number,
): Partial<Record<PositionGroup, number[]>> {
  const out: Partial<Record<PositionGroup, number[]>> = {};
  for (const group of positionGroupNames) {
    const kinds: readonly ActuatorKind[] = positionGroups[group];
    const aids = actuators
      .filter((a) => a.zid === zid && a.enabled && kinds.includes(a.kind))
      .map((a) => a.aid);
    if (aids.length > 0) out[group] = aids;
  }
  return out;
}

/** Open alarms per zone: a sensor alarm counts for the sensor's zone, a device alarm for the actuator's. */
export function openAlarmsByZone(
  alarms: readonly AlarmRecord[],
  sensors: readonly Sensor[],
  actuators: readonly Actuator[],
): Map<number, number> {
  const sensorZone = new Map(sensors.map((s) => [s.sid, s.zid]));
  const actuatorZone = new Map(actuators.map((a) => [a.aid, a.zid]));
  const counts = new Map<number, number>();
  for (const alarm of alarms) {
    if (alarm.state !== 'open') continue;
    const zid =
      alarm.source === 'sensor'
        ? sensorZone.get(alarm.refId)
        : alarm.source === 'device'
          ? actuatorZone.get(alarm.refId)
          : undefined;
    if (zid != null) counts.set(zid, (counts.get(zid) ?? 0) + 1);
  }
  return counts;
}

export type Combined = { v: number | null; q: 0 | 1 | 2 | 3 | null };

/**
 * One value from several sensors of a type: the mean of the good readings (q 0); when none is good,
 * the worst quality seen; q null before any reading.
 */
export function combineReadings(
  readings: readonly ({ v: number | null; q: 0 | 1 | 2 | 3 } | undefined)[],
): Combined {
  const seen = readings.filter((r) => r !== undefined);
  if (seen.length === 0) return { v: null, q: null };
  const good = seen.filter((r) => r.q === 0 && r.v !== null);
  if (good.length > 0) return { v: good.reduce((sum, r) => sum + (r.v ?? 0), 0) / good.length, q: 0 };
  const worst = seen.reduce<0 | 1 | 2 | 3>((q, r) => (r.q > q ? r.q : q), 0);
  const withValue = seen.find((r) => r.v !== null);
  return { v: withValue?.v ?? null, q: worst };
}

/** The mean position of reported actuators, rounded; null when none has reported a position. */
export function meanPosition(positions: readonly (number | undefined)[]): number | null {
  const known = positions.filter((p): p is number => typeof p === 'number');
  return known.length === 0 ? null : Math.round(known.reduce((a, b) => a + b, 0) / known.length);
}
