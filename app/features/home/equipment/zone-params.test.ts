import { describe, expect, it } from 'vitest';
import { parseZoneParams, zoneEquipmentPath } from './zone-params';

const parse = (query: string) => parseZoneParams(new URLSearchParams(query));

describe('zone query parameters', () => {
  it('accepts a positive whole f_zone_id and an optional zone name', () => {
    expect(parse('f_zone_id=3&zone_name=1号棚')).toEqual({ ok: true, zid: 3, zoneName: '1号棚' });
    expect(parse('f_zone_id= 12 ')).toEqual({ ok: true, zid: 12, zoneName: null });
  });
  it('refuses a missing, zero, negative, fractional or non-numeric id', () => {
    expect(parse('')).toEqual({ ok: false, reason: 'missingZoneId' });
    expect(parse('f_zone_id=')).toEqual({ ok: false, reason: 'missingZoneId' });
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '00', '9999999999', '3;drop'])
      expect(parse(`f_zone_id=${encodeURIComponent(bad)}`)).toEqual({ ok: false, reason: 'badZoneId' });
  });
  it('builds the link the home cards use, which parses back', () => {
    const path = zoneEquipmentPath(7, 'A&B 棚');
    expect(path.startsWith('/devicedata/Mc_equipment?')).toBe(true);
    expect(parse(path.split('?')[1] ?? '')).toEqual({ ok: true, zid: 7, zoneName: 'A&B 棚' });
  });
});
