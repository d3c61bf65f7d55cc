import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { physicalRange, sensorView } from './sensor-view.ts';

describe('sensorView', () => {
  it('adds the calibration offset and rounds', () => {
    expect(sensorView(21.234, { offset: 0.5 })).toBeCloseTo(21.734, 9);
    expect(sensorView(21.234, { offset: 0.5, decimals: 1 })).toBe(21.7);
  });

  it('adds seeded noise of the asked size, the same for the same seed', () => {
    const a = createRandom(9).next;
    const b = createRandom(9).next;
    const xs = Array.from({ length: 4000 }, () => sensorView(20, { noise: 0.5, random: a }));
    expect(xs.slice(0, 5)).toEqual(
      Array.from({ length: 5 }, () => sensorView(20, { noise: 0.5, random: b })),
    );
    const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / xs.length);
    expect(mean).toBeCloseTo(20, 1);
    expect(sd).toBeGreaterThan(0.45);
    expect(sd).toBeLessThan(0.55);
  });

  it('refuses noise without a random source', () => {
    expect(() => sensorView(1, { noise: 1 })).toThrow(/random/);
  });

  it('clamps to the physical range', () => {
    expect(physicalRange('airHum', 101.2)).toBe(100);
    expect(physicalRange('radiation', -3)).toBe(0);
    expect(physicalRange('outTemp', -3)).toBe(-3);
  });
});
