import { describe, expect, it } from 'vitest';
import { clearSkyRadiation, cloudTransmission, dayOfYear, solarHour } from './sun.ts';

// Shanghai, UTC+8: local noon ≈ 03:54 UTC.
const lat = 31.2;
const lon = 121.5;

describe('sun', () => {
  it('counts days of the year and solar hours', () => {
    expect(dayOfYear(Date.UTC(2025, 0, 1, 12))).toBe(1);
    expect(dayOfYear(Date.UTC(2025, 11, 31, 12))).toBe(365);
    expect(solarHour(Date.UTC(2025, 5, 1, 4, 0), lon)).toBeCloseTo(12.1, 1);
  });

  it('counts days exactly as the formula does, asked in any order across midnights and new years', () => {
    const formula = (t: number) =>
      Math.floor((t - Date.UTC(new Date(t).getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
    const times: number[] = [];
    for (let t = Date.UTC(2024, 11, 30); t < Date.UTC(2025, 0, 3); t += 433_700.25) times.push(t);
    const midnight = Date.UTC(2025, 0, 1);
    times.push(midnight - 1, midnight - 0.001, midnight, midnight + 0.001, Date.UTC(2024, 1, 29, 23, 59));
    for (const t of [...times, ...times.reverse()]) expect(dayOfYear(t)).toBe(formula(t));
  });

  it('is strong at a summer noon, weaker in winter and 0 at night', () => {
    const summer = clearSkyRadiation(Date.UTC(2025, 5, 21, 4), lat, lon);
    const winter = clearSkyRadiation(Date.UTC(2025, 11, 21, 4), lat, lon);
    expect(summer).toBeGreaterThan(950);
    expect(summer).toBeLessThan(1100);
    expect(winter).toBeGreaterThan(400);
    expect(winter).toBeLessThan(summer * 0.7);
    expect(clearSkyRadiation(Date.UTC(2025, 5, 21, 16), lat, lon)).toBe(0);
  });

  it('follows the place asked for (the latitude kept from the last call is not reused elsewhere)', () => {
    const noon = Date.UTC(2025, 5, 21, 4);
    const here = clearSkyRadiation(noon, lat, lon);
    const north = clearSkyRadiation(noon, 60, lon);
    expect(north).toBeLessThan(here * 0.9);
    expect(clearSkyRadiation(noon, lat, lon)).toBe(here);
  });

  it('clouds hold back up to 75 % (Kasten & Czeplak)', () => {
    expect(cloudTransmission(0)).toBe(1);
    expect(cloudTransmission(1)).toBeCloseTo(0.25, 9);
    expect(cloudTransmission(0.5)).toBeGreaterThan(0.9);
  });
});
