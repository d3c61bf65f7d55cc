import { describe, expect, it } from 'vitest';
import type { HeatingLoop } from '../../protocol/index.ts';
import { actuator, at, config, input, readings, sequence } from './automation-input.ts';

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

describe('heating loop, air-only PI (no pipe sensor)', () => {
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

  it('never drives a heater a grower holds by hand, even in a loop still in auto', () => {
    const held = base(loop, { 27: { mode: 'manual', on: true, pos: 100, since: 0 } });
    const ds = sequence(held, [step(0, 5), step(600, 5)]);
    expect(ds.map(valve)).toEqual([undefined, undefined]);
    expect(ds[1]?.state.heating[101]).toBeUndefined(); // no integral wound up meanwhile
  });
});

describe('heating loop, cascade over the pipe temperature', () => {
  const cascade = (s: number, airTemp: number, pipeTemp: number, outTemp = 5, clock = '23:00') => ({
    now: at(clock, 0, s),
    readings: readings({ 1: { airTemp, pipeTemp } }, { outTemp }),
  });

  it('heats a cold pipe at once, by the heating curve, before the air has fallen far', () => {
    // Night set point 16 °C, outside 5 °C: the curve asks for a pipe 22 K above the air.
    const d = sequence(base(), [cascade(0, 16, 20)])[0];
    expect(valve(d)).toBe(100);
    expect(d?.logs[0]?.message).toMatch(/pipe 20\.0 → 38\.0 °C/);
  });

  it('opens the valve 10 % per K the pipe lies below its set point, and shuts it when the air is warm', () => {
    // Air 15 °C, set point 16 °C: the pipe should be 15 + 22 (curve) + 2 (air error) = 39 °C.
    const cold = sequence(base(), [cascade(0, 15, 30), cascade(60, 15, 31), cascade(120, 15, 32)]);
    expect(cold.map(valve)).toEqual([90, 88, 86]);
    expect(cold[2]?.state.heating[101]?.air).toBeGreaterThan(0);
    // The valve wide open (pipe far below its set point): the air loop's integral holds (cascade
    // anti-windup, else hours of warming up wind it up and the air overshoots).
    const saturated = sequence(base(), [cascade(0, 15, 20), cascade(60, 15, 20), cascade(120, 15, 20)]);
    expect(saturated.map(valve)).toEqual([100, 100, 100]);
    expect(saturated[2]?.state.heating[101]?.air).toBe(0);
    const warm = sequence(base(), [cascade(0, 19, 60, 5, '12:00')])[0];
    expect(valve(warm)).toBe(0);
  });

  it('integrates only within 1 K of the set point (a warm evening leaves no integral behind)', () => {
    // Air 4 K above the night set point for an hour while it cools: the curve still asks for warm
    // pipes, but the integral holds at 0 (it used to fall 8 K an hour and start the night's heating late).
    const evening = Array.from({ length: 7 }, (_, i) => cascade(i * 600, 20, 30, 2));
    expect(sequence(base(), evening).map((d) => d?.state.heating[101]?.air)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // Within the band it integrates as before.
    const near = sequence(base(), [cascade(0, 15.5, 45, 2), cascade(600, 15.5, 45, 2)]);
    expect(near[1]?.state.heating[101]?.air).toBeCloseTo((2 * 0.5 * 600) / 3600, 5);
  });

  it('holds the air integral while the valve is shut (the pipes cannot cool any faster)', () => {
    // Air 0.5 K above the set point, pipes far hotter than asked: valve shut, integral not falling.
    const shut = sequence(base(), [cascade(0, 16.5, 70, 2), cascade(600, 16.5, 70, 2)]);
    expect(shut.map(valve)).toEqual([0, 0]);
    expect(shut[1]?.state.heating[101]?.air).toBe(0);
  });
});
