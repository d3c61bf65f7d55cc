/** The fast path's powers stay within a few ulp of Math.pow; the reference keeps Math.pow exactly. */
import { describe, expect, it } from 'vitest';
import { respiration } from './crop.ts';
import { defaultParams } from './default-params.ts';
import { power } from './powers.ts';

const temps = Array.from({ length: 2001 }, (_, i) => -10 + i * 0.0271);

describe('powers', () => {
  it('fast: within 1e-14 of Math.pow over the balances range, 0 at 0', () => {
    for (const T of temps) {
      const y = (T - 25) / 10;
      expect(Math.abs(power(2, y, true) / Math.pow(2, y) - 1)).toBeLessThan(1e-14);
      const d = Math.abs(T) / 3;
      expect(Math.abs(power(d, 0.32, true) - Math.pow(d, 0.32))).toBeLessThanOrEqual(
        1e-14 * Math.pow(d, 0.32),
      );
    }
    expect(power(0, 0.32, true)).toBe(0);
  });

  it('the reference is Math.pow bit for bit (the fast form differs at some temperatures)', () => {
    const p = defaultParams;
    let differs = 0;
    for (const T of temps) {
      const exact = p.respirationCoef * p.cropDryWeight * Math.pow(2, (T - 25) / 10);
      expect(respiration(T, p)).toBe(exact);
      if (respiration(T, p, true) !== exact) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });
});
