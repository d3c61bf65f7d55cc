import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../../protocol/index.ts';
import { decide } from '../decide.ts';
import { actuator, at, config, input, readings } from '../automation-input.ts';

const env: Strategy = {
  stid: 50,
  name: 'env',
  zoneIds: [1],
  enabled: true,
  priority: 5,
  kind: 'environment',
  params: { dayStart: '06:00', dayEnd: '18:00', heatDay: 19.5, heatNight: 16.5, humMax: 90, co2: 800 },
};
const actuators = [actuator(21, 'roller'), actuator(27, 'heater'), actuator(28, 'co2')];
const run = (now: number, zone: object, live = {}) =>
  decide(
    input({
      now,
      config: config({ actuator: actuators, strategy: [env] }),
      readings: readings({ 1: zone }),
      live,
    }),
  );

describe('environment', () => {
  it('doses CO₂ by day below the set point, not at night nor into open vents', () => {
    expect(run(at('10:00'), { co2: 500, airTemp: 22 }).targets[28]).toEqual({ action: 'on' });
    expect(run(at('10:00'), { co2: 900, airTemp: 22 }).targets[28]).toEqual({ action: 'off' });
    expect(run(at('22:00'), { co2: 500, airTemp: 22 }).targets[28]).toEqual({ action: 'off' });
    const open = run(at('10:00'), { co2: 500, airTemp: 22 }, { 21: { mode: 'auto', pos: 60 } });
    expect(open.targets[28]).toEqual({ action: 'off' });
    expect(open.logs.find((l) => l.aid === 28)?.message).toMatch(/vents 60 % open/);
  });

  it('drives a heater no heating loop owns to the day or night set point', () => {
    expect(run(at('10:00'), { airTemp: 18.5 }).targets[27]).toEqual({ action: 'set', value: 30 });
    expect(run(at('22:00'), { airTemp: 18.5 }).targets[27]).toEqual({ action: 'set', value: 0 });
    expect(run(at('22:00'), { airTemp: 14.5 }).targets[27]).toEqual({ action: 'set', value: 60 });
  });
});
