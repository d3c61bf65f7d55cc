import { describe, expect, it } from 'vitest';
import type { Actuator } from '../../protocol/live/actuator.ts';
import type { Sensor } from '../../protocol/live/sensor.ts';
import type { ZoneQueryAnswer } from '../../protocol/live/zone.ts';
import { applyZoneReport } from './zone-query.ts';

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

  it('cannot apply a bad shape (undefined: ask again) and ignores other confTyps', () => {
    expect(applyZoneReport(answer, 'sensor', 'update', { sid: 1, zid: 'x' })).toBeUndefined();
    expect(applyZoneReport(answer, 'crop', 'update', {})).toBe(answer);
  });
});
