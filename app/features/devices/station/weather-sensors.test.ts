import { describe, expect, it } from 'vitest';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { pickStation, stationSensors } from './weather-sensors.ts';

const s = (sid: number, type: Sensor['type'], zid: number | null): Sensor => ({
  sid,
  name: `s${sid}`,
  zid,
  type,
  offset: 0,
  min: 0,
  max: 100,
  enabled: true,
});

describe('weather station sensors', () => {
  it('takes the outdoor types without a zone, the lowest sid of each', () => {
    const station = pickStation([
      s(9, 'outTemp', null),
      s(3, 'outTemp', null),
      s(4, 'outTemp', 1),
      s(5, 'windDir', null),
      s(6, 'airTemp', null),
      s(7, 'ec', null),
    ]);
    expect(station.outTemp?.sid).toBe(3);
    expect(station.windDir?.sid).toBe(5);
    expect(stationSensors(station).map((x) => x.sid)).toEqual([3, 5]);
  });
});
