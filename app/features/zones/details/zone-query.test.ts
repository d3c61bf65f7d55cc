import { describe, expect, it } from 'vitest';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import {
  applyZoneReport,
  candidatesFor,
  parseZoneId,
  zoneQueryAnswer,
  type ZoneQueryAnswer,
} from './zone-query.ts';

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
const fan: Actuator = { aid: 7, name: 'Fan', zid: 3, kind: 'fan', interlocks: [], enabled: true };
const answer: ZoneQueryAnswer = {
  zone: { f_zone_id: 3, name: '3号棚', area: 500, crop: '黄瓜', order: 2 },
  sensors: [sensor(1, 3), sensor(2, 3)],
  actuators: [fan],
  valves: [],
  states: [],
};

describe('parseZoneId', () => {
  it('takes positive whole numbers only', () => {
    expect(parseZoneId('3')).toBe(3);
    expect(parseZoneId(' 12 ')).toBe(12);
    for (const bad of [null, '', '0', '-1', '1.5', 'abc', '3x', '99999999999'])
      expect(parseZoneId(bad)).toBeNull();
  });
});

describe('zoneQueryAnswer', () => {
  it('keeps the valid actuator states of the answer and drops missing ones', () => {
    const state = { aid: 7, state: 'on', mode: 'auto', since: 1 };
    const parsed = zoneQueryAnswer.parse({ ...answer, states: [state, null, { aid: 'x' }] });
    expect(parsed.states).toEqual([state]);
    expect(zoneQueryAnswer.parse({ ...answer, states: undefined }).states).toEqual([]);
  });
});

describe('applyZoneReport', () => {
  it('follows a device moved out of, into or within the zone, and deleted', () => {
    const out = applyZoneReport(answer, 'sensor', 'update', sensor(1, null));
    expect(out?.sensors.map((s) => s.sid)).toEqual([2]);
    const back = applyZoneReport(out!, 'sensor', 'update', sensor(9, 3));
    expect(back?.sensors.map((s) => s.sid)).toEqual([2, 9]);
    const renamed = applyZoneReport(answer, 'sensor', 'update', sensor(2, 3, 'Renamed'));
    expect(renamed?.sensors.map((s) => s.name)).toEqual(['S1', 'Renamed']);
    expect(applyZoneReport(answer, 'actuator', 'delete', { aid: 7 })?.actuators).toEqual([]);
    expect(applyZoneReport(answer, 'sensor', 'add', sensor(5, 4))).toEqual(answer);
  });

  it('follows the zone renamed, and ends when it is deleted', () => {
    const zone = { ...answer.zone, name: '新名字' };
    expect(applyZoneReport(answer, 'zone', 'update', zone)?.zone.name).toBe('新名字');
    expect(applyZoneReport(answer, 'zone', 'update', { ...zone, f_zone_id: 4 })).toBe(answer);
    expect(applyZoneReport(answer, 'zone', 'delete', { f_zone_id: 3 })).toBeNull();
    expect(applyZoneReport(answer, 'zone', 'delete', { f_zone_id: 4 })).toBe(answer);
  });

  it('ignores bad shapes and other confTyps', () => {
    expect(applyZoneReport(answer, 'sensor', 'update', { sid: 1, zid: 'x' })).toEqual(answer);
    expect(applyZoneReport(answer, 'crop', 'update', {})).toBe(answer);
  });
});

describe('candidatesFor', () => {
  it('offers the devices of other zones, unassigned ones first', () => {
    const list = [sensor(1, 3), sensor(2, 4, 'B'), sensor(3, null, 'Z'), sensor(4, 2, 'A')];
    expect(candidatesFor(list, 3).map((s) => s.sid)).toEqual([3, 4, 2]);
  });
});
