import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../../protocol/index.ts';
import { actuator, at, config, input, readings, sequence } from '../automation-input.ts';

const fans: Strategy = {
  stid: 54,
  name: 'fans',
  zoneIds: [1],
  enabled: true,
  priority: 10,
  kind: 'fan',
  params: {
    stages: [
      { aids: [31], onAboveTemp: 28, onAboveHum: null },
      { aids: [32], onAboveTemp: 30, onAboveHum: 95 },
    ],
    hysteresis: 1,
    minOnS: 60,
    minOffS: 30,
  },
};
const base = input({
  config: config({ actuator: [actuator(31, 'fan'), actuator(32, 'fan')], strategy: [fans] }),
});
const step = (s: number, airTemp: number, airHum = 60) => ({
  now: at('13:00', 0, s),
  readings: readings({ 1: { airTemp, airHum } }),
});
const states = (ds: { targets: Record<number, { action: string }> }[]) =>
  ds.map((d) => `${d.targets[31]?.action}/${d.targets[32]?.action}`);

describe('fan stages', () => {
  it('runs stage by stage with the temperature and stops below the hysteresis', () => {
    const ds = sequence(base, [
      step(0, 27),
      step(100, 28.5),
      step(200, 31),
      step(300, 29.5),
      step(400, 28.9),
      step(500, 26.9),
    ]);
    expect(states(ds)).toEqual(['off/off', 'on/off', 'on/on', 'on/on', 'on/off', 'off/off']);
  });

  it('runs stage 2 on humidity alone', () => {
    expect(states(sequence(base, [step(0, 25, 97)]))).toEqual(['off/on']);
  });

  it('keeps a fan on for minOnS and off for minOffS', () => {
    const ds = sequence(base, [
      step(0, 29),
      step(20, 20),
      step(50, 20),
      step(60, 20),
      step(70, 29),
      step(80, 29),
      step(90, 29),
    ]);
    expect(ds.map((d) => d.targets[31]?.action)).toEqual(['on', 'on', 'on', 'off', 'off', 'off', 'on']);
    expect(ds[1]?.logs).toEqual([]);
  });
});
