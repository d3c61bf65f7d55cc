import { describe, expect, it } from 'vitest';
import { defaultParams } from './default-params.ts';
import {
  createMixerState,
  defaultTanks,
  dripperPressure,
  filterFlowFactor,
  lowestTankLevel,
  refillTanks,
  stepMixer,
} from './mixer.ts';

const p = defaultParams;
const recipe = { active: true, ecTarget: 2.6, phTarget: 5.8 };
const dual = [
  { name: 'A罐', capacityL: 1000 },
  { name: 'B罐', capacityL: 1000 },
  { name: '酸罐', capacityL: 200 },
];

describe('fertigation mixer', () => {
  it('lags toward the set point while water flows, a little short of it (weak stock)', () => {
    const m = createMixerState(defaultTanks, p);
    stepMixer(m, recipe, 0.5, 20, p);
    expect(m.ec).toBeGreaterThan(1.5);
    expect(m.ec).toBeLessThan(2.6);
    for (let i = 0; i < 60; i++) stepMixer(m, recipe, 0.5, 5, p);
    expect(m.ec).toBeCloseTo(0.3 + 0.95 * 2.3, 2);
    expect(m.ph).toBeCloseTo(7.2 - 0.95 * 1.4, 2);
  });

  it('holds the last mix when nothing flows and gives raw water when dosing is off', () => {
    const m = createMixerState(defaultTanks, p);
    for (let i = 0; i < 60; i++) stepMixer(m, recipe, 0.5, 5, p);
    const ec = m.ec;
    stepMixer(m, recipe, 0, 600, p);
    expect(m.ec).toBe(ec);
    expect(m.flow).toBe(0);
    for (let i = 0; i < 60; i++) stepMixer(m, { ...recipe, active: false }, 0.5, 5, p);
    expect(m.ec).toBeCloseTo(0.3, 3);
  });

  it('draws each tank by its pump: stock split A:B by the recipe, acid by the pH lowered', () => {
    const m = createMixerState(dual, p);
    for (let i = 0; i < 30; i++) stepMixer(m, { ...recipe, ratioA: 60, ratioB: 40 }, 1, 10, p);
    const [a, b, acid] = m.tanks;
    // Settled: stock = flow × (EC − raw) / 240 L/s, acid = flow × 0.0005 × (7.2 − pH) L/s.
    const stockLph = (3600 * (m.ec - 0.3)) / 240;
    expect(a?.doseLph).toBeCloseTo(0.6 * stockLph, 6);
    expect(b?.doseLph).toBeCloseTo(0.4 * stockLph, 6);
    expect(acid?.doseLph).toBeCloseTo(3600 * 0.0005 * (7.2 - m.ph), 6);
    const before = m.tanks.map((t) => t.volumeL);
    for (let i = 0; i < 360; i++) stepMixer(m, { ...recipe, ratioA: 60, ratioB: 40 }, 1, 10, p); // 1 h
    expect(before[0]! - a!.volumeL).toBeCloseTo(0.6 * stockLph, 3);
    expect(before[1]! - b!.volumeL).toBeCloseTo(0.4 * stockLph, 3);
    expect(before[2]! - acid!.volumeL).toBeCloseTo(acid!.doseLph, 3);
    stepMixer(m, { ...recipe, active: false }, 1, 10, p);
    expect(m.tanks.every((t) => t.doseLph === 0)).toBe(true);
  });

  it('is refilled only by command, unless a long run opts in', () => {
    const m = createMixerState(defaultTanks, p);
    for (let i = 0; i < 20_000; i++) stepMixer(m, recipe, 1, 10, p);
    expect(m.refills).toBe(0);
    expect(lowestTankLevel(m)).toBeLessThan(80);
    expect(refillTanks(m, 'A')).toBe(1);
    expect(m.tanks[0]?.volumeL).toBe(1000);
    expect(refillTanks(m)).toBe(3);
    expect(lowestTankLevel(m)).toBe(100);
    const topped = createMixerState(defaultTanks, { ...p, tankRefillBelow: 10 });
    for (let i = 0; i < 200_000; i++) stepMixer(topped, recipe, 1, 10, p);
    expect(topped.refills).toBeGreaterThan(0);
    expect(lowestTankLevel(topped)).toBeGreaterThanOrEqual(10);
  });

  it('gives nothing from a dry tank: EC falls short and the other pumps go on', () => {
    const m = createMixerState(dual, p);
    m.tanks[0]!.volumeL = 0;
    for (let i = 0; i < 60; i++) stepMixer(m, recipe, 1, 10, p);
    expect(m.ec).toBeCloseTo(0.3 + 0.5 * 0.95 * 2.3, 2);
    expect(m.tanks[0]).toMatchObject({ volumeL: 0, doseLph: 0 });
    expect(m.tanks[1]?.doseLph).toBeGreaterThan(0);
  });

  it('a clogged filter lowers the dripper pressure and the flow it lets through', () => {
    const m = createMixerState(dual, p);
    expect(filterFlowFactor(m, p)).toBe(1);
    expect(dripperPressure(m, p)).toBeCloseTo(1.8, 9);
    m.filterDp = 1.5;
    expect(dripperPressure(m, p)).toBeCloseTo(0.5, 9);
    expect(filterFlowFactor(m, p)).toBeCloseTo(Math.sqrt(0.5 / 1.8), 9);
  });
});
