import { describe, expect, it } from 'vitest';
import type { Fog } from '../../protocol/index.ts';
import { actuator, at, config, input, readings, sequence } from './automation-input.ts';

const fog: Fog = {
  gid: 91,
  zid: 1,
  mode: 'humidity',
  target: 75,
  pulseS: 10,
  pauseS: 20,
  enabled: true,
  aids: [26],
};
const base = (f: Fog = fog) => input({ config: config({ actuator: [actuator(26, 'fogger')], fog: [f] }) });
const step = (s: number, airHum: number, airTemp = 30) => ({
  now: at('13:00', 0, s),
  readings: readings({ 1: { airHum, airTemp } }),
});

describe('fog', () => {
  it('pulses while the humidity is below target: pulseS on, pauseS off', () => {
    const ds = sequence(
      base(),
      [0, 5, 10, 20, 30, 35, 40].map((s) => step(s, 60)),
    );
    expect(ds.map((d) => d.targets[26]?.action)).toEqual(['on', 'on', 'off', 'off', 'on', 'on', 'off']);
  });

  it('logs when fogging starts and stops, not every pulse, and stops 5 % above target', () => {
    const ds = sequence(base(), [step(0, 60), step(10, 70), step(30, 79), step(40, 81), step(50, 76)], {
      ungated: true,
    });
    expect(ds.map((d) => d.logs.map((l) => l.message))).toEqual([
      ['fog 91: start (RH 60 % vs 75 %)'],
      [],
      [],
      ['fog 91: stop (RH 81 % vs 75 %)'],
      [],
    ]);
    expect(ds[4]?.targets[26]).toEqual({ action: 'off' });
  });

  it('fogs by VPD above the target (kPa)', () => {
    const vpd = { ...fog, mode: 'vpd' as const, target: 1.2 };
    expect(sequence(base(vpd), [step(0, 60, 30)])[0]?.targets[26]).toEqual({ action: 'on' }); // 1.70 kPa
    expect(sequence(base(vpd), [step(0, 85, 25)])[0]?.targets[26]).toEqual({ action: 'off' }); // 0.48 kPa
  });

  it('a disabled fog record keeps its foggers off', () => {
    expect(sequence(base({ ...fog, enabled: false }), [step(0, 40)])[0]?.targets[26]).toEqual({
      action: 'off',
    });
  });
});
