import { describe, expect, it } from 'vitest';
import { defaultParams } from './default-params.ts';
import { createMixerState, defaultTanks, lowestTankLevel, stepMixer } from './mixer.ts';

const recipe = { active: true, ecTarget: 2.6, phTarget: 5.8 };

describe('fertigation mixer', () => {
  it('lags toward the set point while water flows, a little short of it (weak stock)', () => {
    const m = createMixerState(defaultTanks, defaultParams);
    stepMixer(m, recipe, 0.5, 20, defaultParams);
    expect(m.ec).toBeGreaterThan(1.5);
    expect(m.ec).toBeLessThan(2.6);
    for (let i = 0; i < 60; i++) stepMixer(m, recipe, 0.5, 5, defaultParams);
    expect(m.ec).toBeCloseTo(0.3 + 0.95 * 2.3, 2);
    expect(m.ph).toBeCloseTo(7.2 - 0.95 * 1.4, 2);
  });

  it('holds the last mix when nothing flows and gives raw water when dosing is off', () => {
    const m = createMixerState(defaultTanks, defaultParams);
    for (let i = 0; i < 60; i++) stepMixer(m, recipe, 0.5, 5, defaultParams);
    const ec = m.ec;
    stepMixer(m, recipe, 0, 600, defaultParams);
    expect(m.ec).toBe(ec);
    expect(m.flow).toBe(0);
    for (let i = 0; i < 60; i++) stepMixer(m, { ...recipe, active: false }, 0.5, 5, defaultParams);
    expect(m.ec).toBeCloseTo(0.3, 3);
  });

  it('draws the tanks down with what it doses and refills them when low', () => {
    const m = createMixerState(defaultTanks, defaultParams);
    for (let i = 0; i < 100; i++) stepMixer(m, recipe, 1, 10, defaultParams);
    const [a, b, acid] = m.tanks;
    expect(a?.volumeL).toBeLessThan(1000);
    expect(a?.volumeL).toBeCloseTo(b?.volumeL ?? 0, 9);
    expect(acid?.role).toBe('acid');
    expect(acid?.volumeL).toBeLessThan(500);
    expect(lowestTankLevel(m)).toBeLessThan(100);
    for (let i = 0; i < 20_000; i++) stepMixer(m, recipe, 1, 10, defaultParams);
    expect(m.refills).toBeGreaterThan(0);
    expect(lowestTankLevel(m)).toBeGreaterThanOrEqual(10);
  });
});
