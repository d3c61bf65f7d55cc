import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../protocol/index.ts';
import { decide } from './decide.ts';
import { actuator, config, input, readings } from './automation-input.ts';

const rule = (stid: number, priority: number, aid: number, action: 'on' | 'off'): Strategy => ({
  stid,
  name: `rule ${stid}`,
  zoneIds: [1],
  enabled: true,
  priority,
  kind: 'custom',
  params: { when: [{ sid: 101, op: '>', value: 0 }], then: { aid, action } },
});
const hot = readings({ 1: { airTemp: 30 } });

describe('outcomes: each strategy wish per actuator and whether it is applied', () => {
  it('marks the winner applied and the lower priority overruled by the winner name', () => {
    const cfg = config({
      actuator: [actuator(41, 'switch')],
      strategy: [rule(1, 10, 41, 'on'), rule(2, 20, 41, 'off')],
    });
    const outcomes = decide(input({ config: cfg, readings: hot })).outcomes();
    expect(outcomes).toEqual([
      {
        stid: 1,
        aid: 41,
        target: { action: 'on' },
        reason: 'sensor 101 30.0 > 0',
        why: { code: 'customRule', v: { n: 1 } },
        applied: false,
        overruledBy: 'rule 2',
      },
      {
        stid: 2,
        aid: 41,
        target: { action: 'off' },
        reason: 'sensor 101 30.0 > 0',
        why: { code: 'customRule', v: { n: 1 } },
        applied: true,
        overruledBy: null,
      },
    ]);
  });

  it('counts a loser that asked the same as the winner as applied', () => {
    const cfg = config({
      actuator: [actuator(41, 'switch')],
      strategy: [rule(1, 10, 41, 'on'), rule(2, 20, 41, 'on')],
    });
    const outcomes = decide(input({ config: cfg, readings: hot })).outcomes();
    expect(outcomes.map((o) => [o.stid, o.applied, o.overruledBy])).toEqual([
      [1, true, null],
      [2, true, null],
    ]);
  });

  it('names the manual command and a disabled actuator', () => {
    const cfg = config({
      actuator: [actuator(41, 'switch'), actuator(42, 'switch', 1, { enabled: false })],
      strategy: [rule(1, 10, 41, 'on'), rule(2, 10, 42, 'on')],
    });
    const outcomes = decide(
      input({ config: cfg, readings: hot, live: { 41: { mode: 'manual' } } }),
    ).outcomes();
    expect(outcomes.map((o) => [o.aid, o.applied, o.overruledBy])).toEqual([
      [41, false, 'manual'],
      [42, false, 'disabled'],
    ]);
  });

  it('names the interlocked partner that keeps the actuator off', () => {
    const cfg = config({
      actuator: [
        actuator(41, 'switch', 1, { interlocks: [42], name: '顶开窗' }),
        actuator(42, 'switch', 1, { interlocks: [41], name: '外遮阳' }),
      ],
      strategy: [rule(1, 10, 41, 'on')],
    });
    const decision = decide(
      input({ config: cfg, readings: hot, live: { 42: { mode: 'manual', on: true } } }),
    );
    expect(decision.targets[41]).toEqual({ action: 'off' });
    expect(decision.outcomes()).toMatchObject([
      { stid: 1, aid: 41, target: { action: 'on' }, applied: false, overruledBy: '外遮阳' },
    ]);
  });

  it('makes none for disabled strategies, nor for fog, heating and irrigation proposals', () => {
    const cfg = config({
      actuator: [actuator(41, 'switch'), actuator(61, 'fogger')],
      strategy: [{ ...rule(1, 10, 41, 'on'), enabled: false }],
      fog: [
        { gid: 1, zid: 1, mode: 'humidity', target: 85, pulseS: 30, pauseS: 60, enabled: true, aids: [61] },
      ],
    });
    const d = decide(input({ config: cfg, readings: readings({ 1: { airTemp: 30, airHum: 50 } }) }));
    expect(d.targets[61]).toBeDefined();
    expect(d.outcomes()).toEqual([]);
  });
});

describe('an outcome’s why', () => {
  it('reports its numbers rounded to one decimal, whatever the module measured', () => {
    const fan = {
      stid: 7,
      name: 'fans',
      zoneIds: [1],
      enabled: true,
      priority: 10,
      kind: 'fan',
      params: { aids: [41], stages: [{ aids: [41], onAboveTemp: 25 }], hysteresis: 1, minOnS: 0, minOffS: 0 },
    } as unknown as Strategy;
    const cfg = config({ actuator: [actuator(41, 'fan')], strategy: [fan] });
    const [outcome] = decide(
      input({ config: cfg, readings: readings({ 1: { airTemp: 27.26 } }) }),
    ).outcomes();
    expect(outcome?.why?.v).toMatchObject({ air: 27.3 });
  });
});
