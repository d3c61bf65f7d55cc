import { describe, expect, it } from 'vitest';
import type { Strategy } from '../../../protocol/index.ts';
import { actuator, at, config, input, readings, sequence } from '../automation-input.ts';

const vents: Strategy = {
  stid: 51,
  name: 'vents',
  zoneIds: [1],
  enabled: true,
  priority: 90,
  kind: 'rollFilm',
  params: { aids: [21], openAbove: 24.5, pBand: 4, minOpen: 0, maxOpen: 100, step: 10 },
};
const wind: Strategy = {
  stid: 52,
  name: '抗风',
  zoneIds: [1],
  enabled: true,
  priority: 0,
  kind: 'windSpeed',
  params: { aids: [21], closeAbove: 10, resumeBelow: 7, delayS: 30, closeOnRain: true },
};
const base = input({ config: config({ actuator: [actuator(21, 'roller')], strategy: [vents, wind] }) });
const step = (s: number, windSpeed: number, rain = 0) => ({
  now: at('13:00', 0, s),
  readings: readings({ 1: { airTemp: 30 } }, { windSpeed, rain }),
});
const vent = (d: { targets: Record<number, unknown> } | undefined) =>
  (d?.targets[21] as { value: number }).value;

describe('windSpeed protection', () => {
  it('closes the vents after the wind stayed above the limit for the delay, despite the heat', () => {
    const ds = sequence(base, [step(0, 12), step(10, 12), step(20, 12), step(30, 12), step(40, 12)]);
    expect(ds.map(vent)).toEqual([100, 100, 100, 0, 0]);
    expect(ds[3]?.logs.map((l) => l.message)).toContain(
      '抗风: protection on (wind 12.0 m/s > 10.0 m/s), vents closing',
    );
  });

  it('ignores a gust shorter than the delay', () => {
    const ds = sequence(base, [step(0, 12), step(10, 12), step(20, 5), step(30, 12), step(50, 12)]);
    expect(ds.map(vent)).toEqual([100, 100, 100, 100, 100]);
  });

  it('reopens only once the wind stayed below resumeBelow for the delay (hysteresis)', () => {
    const ds = sequence(base, [
      step(0, 12),
      step(30, 12),
      step(40, 8),
      step(100, 8),
      step(110, 6),
      step(130, 6),
      step(140, 6),
    ]);
    expect(ds.map(vent)).toEqual([100, 0, 0, 0, 0, 0, 100]);
  });

  it('closes at once on rain and beats a higher configured priority', () => {
    const ds = sequence(base, [step(0, 1), step(10, 1, 2.5)]);
    expect(ds.map(vent)).toEqual([100, 0]);
    expect(ds[1]?.logs[0]?.message).toMatch(/rain 2\.5 mm\/h/);
  });
});
