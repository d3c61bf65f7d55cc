import { describe, expect, it } from 'vitest';
import type { HeatingLoop } from '../../protocol/index.ts';
import { actuator, at, config, input, readings, sequence } from './testing.ts';

const loop: HeatingLoop = {
  hid: 101,
  name: '加温',
  zid: 1,
  mode: 'auto',
  daySetpoint: 20,
  nightSetpoint: 16,
  aid: 27,
};
const base = (l: HeatingLoop = loop, live = {}) =>
  input({ config: config({ actuator: [actuator(27, 'heater')], heating: [l] }), live });
const step = (s: number, airTemp: number, clock = '12:00') => ({
  now: at(clock, 0, s),
  readings: readings({ 1: { airTemp } }),
});
const valve = (d: { targets: Record<number, unknown> } | undefined) =>
  (d?.targets[27] as { value: number } | undefined)?.value;

describe('heating loop (PI)', () => {
  it('opens the valve in proportion to the error and integrates a lasting one', () => {
    const ds = sequence(base(), [step(0, 19), step(300, 19), step(600, 19)]);
    expect(valve(ds[0])).toBe(30);
    expect(valve(ds[1])).toBe(40);
    expect(valve(ds[2])).toBe(50);
    expect(ds[0]?.logs[0]?.message).toBe('加温: valve open 30% (air 19.0 °C, set point 20.0 °C)');
    expect(ds[1]?.logs).toEqual([]);
  });

  it('uses the night set point at night and does not wind up while saturated', () => {
    const ds = sequence(base(), [step(0, 10, '23:00'), step(600, 10, '23:00'), step(1200, 16.5, '23:00')]);
    expect(valve(ds[1])).toBe(100);
    expect(valve(ds[2])).toBe(0); // no stored integral holding it open
  });

  it('closes in mode off and leaves a manual loop alone', () => {
    expect(valve(sequence(base({ ...loop, mode: 'off' }), [step(0, 5)])[0])).toBe(0);
    expect(valve(sequence(base({ ...loop, mode: 'manual' }), [step(0, 5)])[0])).toBeUndefined();
  });
});
