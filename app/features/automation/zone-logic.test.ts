import { describe, expect, it } from 'vitest';
import { actuator } from '../../../protocol/live/actuator.ts';
import { strategy as strategySchema } from '../../../protocol/live/climate.ts';
import { dataSource, groupPolicy, output } from '../../../protocol/live/system.ts';
import { decisionsOf, groupOutputs, outputStatus } from './output-rows';
import { inputValue } from './strategy-inputs';
import { zonesOfStrategy } from '../../../protocol/live/zone-coverage.ts';
import { drivenAids, strategiesInZone } from './zone-coverage';

const roll = strategySchema.parse({
  stid: 2,
  name: '卷膜通风',
  zoneIds: [1],
  enabled: true,
  priority: 60,
  kind: 'rollFilm',
  params: { aids: [11, 21], openAbove: 24.5, pBand: 4, minOpen: 0, maxOpen: 100, step: 10 },
});
const wind = strategySchema.parse({
  stid: 5,
  name: '大风保护',
  zoneIds: [],
  enabled: true,
  priority: 90,
  kind: 'windSpeed',
  params: { aids: [11, 21], closeAbove: 10, resumeBelow: 7, delayS: 30, closeOnRain: true },
});
const fan = strategySchema.parse({
  stid: 4,
  name: '风机分级',
  zoneIds: [2],
  enabled: false,
  priority: 65,
  kind: 'fan',
  params: {
    stages: [
      { aids: [12], onAboveTemp: 28, onAboveHum: null },
      { aids: [12, 22], onAboveTemp: 31, onAboveHum: 93 },
    ],
    hysteresis: 1,
    minOnS: 120,
    minOffS: 60,
  },
});
const winter = groupPolicy.parse({ gpid: 1, name: '冬季保温', zoneIds: [1, 2], strategyIds: [5] });
const actuators = [
  actuator.parse({ aid: 11, name: '1号棚左侧卷膜', zid: 1, kind: 'roller' }),
  actuator.parse({ aid: 12, name: '1号棚1号风机', zid: 1, kind: 'fan' }),
  actuator.parse({ aid: 21, name: '2号棚左侧卷膜', zid: 2, kind: 'roller' }),
  actuator.parse({ aid: 22, name: '2号棚1号风机', zid: 2, kind: 'fan' }),
];
const out = (oid: number, stid: number, aid: number, at: number, over: object = {}) =>
  output.parse({ oid, stid, aid, command: 'set', value: 40, at, reason: '室温 26.5 °C', ...over });

describe('strategiesInZone (per-zone active strategies)', () => {
  it('covers a zone through the strategy’s own zones or a group policy, highest priority first', () => {
    const inZone1 = strategiesInZone(1, [roll, fan, wind], [winter]);
    expect(inZone1.map((c) => [c.strategy.name, c.own, c.policies])).toEqual([
      ['大风保护', false, ['冬季保温']],
      ['卷膜通风', true, []],
    ]);
    expect(strategiesInZone(2, [roll, fan, wind], [winter]).map((c) => c.strategy.stid)).toEqual([5, 4]);
    expect(strategiesInZone(3, [roll, fan, wind], [winter])).toEqual([]);
    expect(zonesOfStrategy(wind, [winter])).toEqual([1, 2]);
    expect(zonesOfStrategy(roll, [winter])).toEqual([1]);
  });

  it('names the actuators each kind drives (fan stages once each)', () => {
    expect(drivenAids(fan)).toEqual([12, 22]);
    expect(drivenAids(roll)).toEqual([11, 21]);
  });
});

describe('groupOutputs and decisionsOf (output grouping)', () => {
  const outputs = [
    out(1, 2, 11, 1000),
    out(2, 5, 11, 2000, { command: 'close', value: null, reason: '风速 12 m/s', applied: true }),
    out(3, 2, 21, 1500, { applied: false, overruledBy: '大风保护' }),
    out(4, 2, 11, 3000, { value: 60 }),
    out(5, 4, 12, 500),
  ];

  it('rows every actuator a strategy drives or decided for, with the newest decision and its status', () => {
    const groups = groupOutputs([roll, fan, wind], outputs, actuators);
    expect(groups.map((g) => g.strategy.stid)).toEqual([5, 4, 2]);
    const rollRows = groups[2]?.rows ?? [];
    expect(rollRows.map((r) => [r.aid, r.output?.oid, r.status])).toEqual([
      [11, 4, 'applied'],
      [21, 3, 'overruled'],
    ]);
    expect(groups[0]?.rows.map((r) => [r.aid, r.status])).toEqual([
      [11, 'applied'],
      [21, 'noDecision'],
    ]);
    expect(groups[1]?.rows.map((r) => r.status)).toEqual(['strategyOff', 'strategyOff']);
  });

  it('filters by the actuator’s zone and by strategy, dropping strategies left without rows', () => {
    const zone2 = groupOutputs([roll, fan, wind], outputs, actuators, { zid: 2, stid: 'all' });
    expect(zone2.map((g) => [g.strategy.stid, g.rows.map((r) => r.aid)])).toEqual([
      [5, [21]],
      [4, [22]],
      [2, [21]],
    ]);
    const onlyRoll = groupOutputs([roll, fan, wind], outputs, actuators, { zid: 1, stid: 2 });
    expect(onlyRoll.map((g) => g.strategy.stid)).toEqual([2]);
    expect(groupOutputs([roll], [], actuators, { zid: 3, stid: 'all' })).toEqual([]);
  });

  it('lists a strategy’s latest decisions in a zone, newest first', () => {
    expect(decisionsOf(2, outputs, actuators, 1).map((o) => o.oid)).toEqual([4, 1]);
    expect(decisionsOf(2, outputs, actuators).map((o) => o.oid)).toEqual([4, 3, 1]);
    expect(decisionsOf(2, outputs, actuators, null, 1).map((o) => o.oid)).toEqual([4]);
  });

  it('says a switched-off strategy’s decisions no longer apply', () => {
    const off = strategySchema.parse({ ...roll, enabled: false });
    expect(outputStatus(off, outputs[0])).toBe('strategyOff');
    expect(outputStatus(roll, undefined)).toBe('noDecision');
  });
});

describe('inputValue (a data source over the live readings)', () => {
  const source = dataSource.parse({
    dsid: 1,
    stid: 2,
    input: 'airTemp',
    sids: [1, 2],
    mode: 'avg',
    fallbackSid: 3,
  });
  const readings = { 1: { v: 24, q: 0 }, 2: { v: 26, q: 0 }, 3: { v: 30, q: 0 } };

  it('combines the good readings by mode and falls back when none reads', () => {
    expect(inputValue(source, readings)).toBe(25);
    expect(inputValue({ ...source, mode: 'max' }, readings)).toBe(26);
    expect(inputValue({ ...source, mode: 'min' }, readings)).toBe(24);
    expect(inputValue({ ...source, mode: 'first' }, { ...readings, 1: { v: 24, q: 2 } })).toBe(26);
    expect(inputValue(source, { 1: { v: null, q: 3 }, 3: { v: 30, q: 0 } })).toBe(30);
    expect(inputValue({ ...source, fallbackSid: null }, {})).toBeNull();
  });
});
