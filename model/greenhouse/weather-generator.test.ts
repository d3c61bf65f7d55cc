import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { createWeather } from './weather-generator.ts';

const start = Date.UTC(2025, 5, 30, 16); // 2025-07-01 00:00 UTC+8
const make = (seed: number, climate = {}) =>
  createWeather({ random: createRandom(seed).next, start, climate });
const hour = 3_600_000;

describe('createWeather', () => {
  it('gives the same weather for the same seed, whatever the steps it is asked in', () => {
    const a = make(1);
    const b = make(1);
    const times = Array.from({ length: 200 }, (_, i) => start + i * 7 * 60_000);
    const coarse = times.filter((_, i) => i % 10 === 0).map((t) => a.at(t));
    b.at(start + 5 * 24 * hour); // asking far ahead first must not change the past
    const fine = times.map((t) => b.at(t)).filter((_, i) => i % 10 === 0);
    expect(fine).toEqual(coarse);
    expect(make(2).at(start + 12 * hour)).not.toEqual(a.at(start + 12 * hour));
  });

  it('stays within physical bounds over a year and is dark at night', () => {
    const w = make(3);
    let rained = 0;
    const low = {
      outTemp: Infinity,
      outHum: Infinity,
      radiation: Infinity,
      windSpeed: Infinity,
      windDir: Infinity,
    };
    const high = {
      outTemp: -Infinity,
      outHum: -Infinity,
      radiation: -Infinity,
      windSpeed: -Infinity,
      windDir: -Infinity,
    };
    for (let t = start; t < start + 365 * 24 * hour; t += hour) {
      const x = w.at(t);
      for (const k of Object.keys(low) as (keyof typeof low)[]) {
        low[k] = Math.min(low[k], x[k]);
        high[k] = Math.max(high[k], x[k]);
      }
      if (x.rain > 0) rained++;
    }
    expect(low.outTemp).toBeGreaterThan(-25);
    expect(high.outTemp).toBeLessThan(45);
    expect(low.outHum).toBeGreaterThanOrEqual(15);
    expect(high.outHum).toBeLessThanOrEqual(100);
    expect(low.radiation).toBe(0);
    expect(high.radiation).toBeLessThan(1150);
    expect(low.windSpeed).toBeGreaterThanOrEqual(0);
    expect(high.windSpeed).toBeLessThan(30);
    expect(low.windDir).toBeGreaterThanOrEqual(0);
    expect(high.windDir).toBeLessThan(360);
    expect(rained).toBeGreaterThan(50);
    expect(w.at(start + 2 * hour).radiation).toBe(0); // 02:00 local
  });

  it('has a warm afternoon, a cooler night and a summer far warmer than winter', () => {
    const w = make(4, { driftC: 0, cloudiness: 0.1, cloudVariability: 0, rainChance: 0 });
    expect(w.at(start + 14.5 * hour).outTemp - w.at(start + 4 * hour).outTemp).toBeGreaterThan(6);
    expect(w.at(start + 12 * hour).radiation).toBeGreaterThan(800);
    const winter = make(4).at(start + 190 * 24 * hour + 14 * hour).outTemp;
    expect(w.at(start + 14 * hour).outTemp - winter).toBeGreaterThan(12);
  });

  it('changes smoothly: no jump above 1.5 K in 10 minutes, even at midnight', () => {
    const w = make(5);
    let last = w.at(start).outTemp;
    for (let t = start; t < start + 20 * 24 * hour; t += 600_000) {
      const now = w.at(t).outTemp;
      expect(Math.abs(now - last)).toBeLessThan(1.5);
      last = now;
    }
  });
});
