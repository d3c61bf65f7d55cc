import { describe, expect, it } from 'vitest';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import type { AlarmRecord } from '../../../../protocol/live/system.ts';
import {
  combineReadings,
  meanPosition,
  openAlarmsByZone,
  positionAids,
  sensorsByType,
  weatherMetrics,
  zoneMetrics,
} from './zone-summary';

const sensor = (sid: number, zid: number | null, type: Sensor['type'], enabled = true): Sensor => ({
  sid,
  zid,
  type,
  enabled,
  name: `s${sid}`,
  offset: 0,
  min: 0,
  max: 100,
});
const actuator = (aid: number, zid: number | null, kind: Actuator['kind']): Actuator => ({
  aid,
  zid,
  kind,
  name: `a${aid}`,
  interlocks: [],
  enabled: true,
});
const alarm = (
  alid: number,
  source: AlarmRecord['source'],
  refId: number,
  state: AlarmRecord['state'] = 'open',
): AlarmRecord => ({
  alid,
  source,
  refId,
  state,
  ts: 1,
  severity: 'warning',
  message: '',
  clearedAt: null,
  acked: false,
});

describe('zone summary', () => {
  const sensors = [
    sensor(1, 3, 'airTemp'),
    sensor(2, 3, 'airTemp'),
    sensor(3, 3, 'co2'),
    sensor(4, 4, 'airTemp'),
    sensor(5, null, 'outTemp'),
    sensor(6, null, 'ec'),
    sensor(7, 3, 'airHum', false),
  ];
  it('finds the sensors behind each metric of a zone and of the weather station', () => {
    expect(sensorsByType(sensors, 3, zoneMetrics)).toEqual({
      airTemp: [1, 2],
      airHum: [],
      co2: [3],
      light: [],
      soilMoist: [],
    });
    expect(sensorsByType(sensors, null, weatherMetrics)).toEqual({
      outTemp: [5],
      outHum: [],
      windSpeed: [],
      rain: [],
      radiation: [],
    });
  });

  it('groups position actuators into vents, shade screen and thermal curtain', () => {
    const actuators = [
      actuator(1, 3, 'roller'),
      actuator(2, 3, 'b16roller'),
      actuator(3, 3, 'curtain'),
      actuator(4, 3, 'fan'),
      actuator(5, 4, 'screen'),
    ];
    expect(positionAids(actuators, 3)).toEqual({ vents: [1, 2], curtain: [3] });
    expect(positionAids(actuators, 4)).toEqual({ screen: [5] });
  });

  it('counts open sensor and device alarms per zone', () => {
    const counts = openAlarmsByZone(
      [
        alarm(1, 'sensor', 1),
        alarm(2, 'sensor', 4),
        alarm(3, 'device', 9),
        alarm(4, 'sensor', 3, 'cleared'),
        alarm(5, 'sensor', 5),
        alarm(6, 'irrigation', 1),
      ],
      sensors,
      [actuator(9, 3, 'fan')],
    );
    expect([...counts]).toEqual([
      [3, 2],
      [4, 1],
    ]);
  });

  it('combines several sensors: the mean of good readings, else the worst quality', () => {
    expect(combineReadings([])).toEqual({ v: null, q: null });
    expect(combineReadings([undefined])).toEqual({ v: null, q: null });
    expect(
      combineReadings([
        { v: 20, q: 0 },
        { v: 22, q: 0 },
        { v: 99, q: 1 },
      ]),
    ).toEqual({ v: 21, q: 0 });
    expect(
      combineReadings([
        { v: 99, q: 1 },
        { v: null, q: 3 },
      ]),
    ).toEqual({ v: 99, q: 3 });
    expect(meanPosition([undefined, 20, 41])).toBe(31);
    expect(meanPosition([undefined])).toBeNull();
  });
});
