import { describe, expect, it } from 'vitest';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { candidatesFor, parseZoneId } from './zone-query.ts';

const sensor = (sid: number, zid: number | null, name = `S${sid}`): Sensor => ({
  sid,
  name,
  zid,
  type: 'airTemp',
  offset: 0,
  min: -10,
  max: 50,
  enabled: true,
});

describe('parseZoneId', () => {
  it('takes positive whole numbers only', () => {
    expect(parseZoneId('3')).toBe(3);
    expect(parseZoneId(' 12 ')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '3x', '99999999999'])
      expect(parseZoneId(bad)).toBeNull();
  });
});

describe('candidatesFor', () => {
  it('offers the devices of other zones, unassigned ones first', () => {
    const list = [sensor(1, 3), sensor(2, 4, 'B'), sensor(3, null, 'Z'), sensor(4, 2, 'A')];
    expect(candidatesFor(list, 3).map((s) => s.sid)).toEqual([3, 4, 2]);
  });
});
