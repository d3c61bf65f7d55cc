import { describe, expect, it } from 'vitest';
import type { Reading } from '../../../../protocol/live/sensor.ts';
import type { DataSource } from '../../../../protocol/live/system.ts';
import { zonesOfStrategy } from '../../../../protocol/live/zone-coverage.ts';
import { siteValue, strategyInput, zoneOwnValue, zoneValue } from './strategy-inputs';

const r = (
  sid: number,
  zid: number | null,
  type: Reading['type'],
  v: number | null,
  q: Reading['q'] = 0,
) => ({
  sid,
  zid,
  type,
  v,
  q,
});
const readings = Object.fromEntries(
  [
    r(1, 1, 'airTemp', 20),
    r(2, 1, 'airTemp', 22),
    r(3, 2, 'airTemp', 30),
    r(4, 2, 'airTemp', 99, 2),
    r(5, null, 'windSpeed', 4),
    r(6, 1, 'airHum', 80),
  ].map((x) => [x.sid, x]),
);
const source = (over: Partial<DataSource>): DataSource => ({
  dsid: 1,
  stid: 7,
  input: 'airTemp',
  sids: [1, 3],
  mode: 'avg',
  fallbackSid: null,
  ...over,
});

describe('strategy inputs', () => {
  it('means a zone’s good readings, falling back to the site’s; the zone’s own has no fallback', () => {
    expect(zoneValue(readings, 1, 'airTemp')).toBe(21);
    expect(zoneValue(readings, 2, 'airTemp')).toBe(30);
    expect(zoneValue(readings, 2, 'airHum')).toBe(80);
    expect(zoneOwnValue(readings, 2, 'airHum')).toBeUndefined();
    expect(siteValue(readings, 'windSpeed')).toBe(4);
    expect(siteValue(readings, 'airTemp')).toBeCloseTo(24);
  });

  it('reads through the strategy’s data source: avg, min, max, first, then the fallback sensor', () => {
    expect(strategyInput(readings, [source({})], 7, 1, 'airTemp')).toBe(25);
    expect(strategyInput(readings, [source({ mode: 'max' })], 7, 1, 'airTemp')).toBe(30);
    expect(strategyInput(readings, [source({ mode: 'min' })], 7, 1, 'airTemp')).toBe(20);
    expect(strategyInput(readings, [source({ mode: 'first', sids: [4, 3] })], 7, 1, 'airTemp')).toBe(30);
    expect(strategyInput(readings, [source({ sids: [4], fallbackSid: 2 })], 7, 1, 'airTemp')).toBe(22);
    expect(strategyInput(readings, [source({ sids: [4] })], 7, 1, 'airTemp')).toBeUndefined();
    expect(strategyInput(readings, [source({ stid: 8 })], 7, 1, 'airTemp')).toBe(21);
  });

  it('adds the zones of the group policies that include a strategy', () => {
    const s = { stid: 7, zoneIds: [2] };
    const groups = [
      { gpid: 1, name: 'a', zoneIds: [1, 2], strategyIds: [7] },
      { gpid: 2, name: 'b', zoneIds: [4], strategyIds: [8] },
    ];
    expect(zonesOfStrategy(s, groups)).toEqual([1, 2]);
  });
});
