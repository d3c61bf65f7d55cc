/**
 * The what-if fast path (sub-steps up to 20 s, explicit) and its long steps (60 and 100 s,
 * linearly implicit) against the reference (10 s) under one actuator schedule, summer and winter: the zones'
 * climate and slabs stay within tight bounds of the reference.
 */
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { createGreenhouse } from './model.ts';
import { co2ToPpm, rhFromVapour } from './psychro.ts';
import { createWeather } from './weather-generator.ts';
import type { ZoneInputs } from './zone-state.ts';

const zones = [1, 2, 3, 4];
const summer = Date.UTC(2025, 6, 14, 16);
const winter = Date.UTC(2025, 0, 10, 16);

/** A grower's day: vents by day (wider in later zones), curtain and heating at night in winter, fog at 13:00, CO₂ in the morning, a pulse every 3 h. */
function schedule(hour: number, zid: number, cold: boolean): Partial<ZoneInputs> {
  const day = hour >= 7 && hour < 18;
  return {
    vent: day ? 0.1 + 0.2 * zid : 0,
    screen: hour >= 11 && hour < 14 ? 0.6 : 0,
    curtain: day ? 0 : 1,
    heat: cold && !day ? 0.3 + 0.1 * zid : 0,
    fog: hour === 13 ? 1 : 0,
    co2: day && hour < 10 ? 1 : 0,
    irrigation: hour % 3 === 0 ? 2e-4 : 0,
  };
}

/** Every 10 minutes for two days: each zone's air °C, %RH, CO₂ ppm, slab water, pipe °C. */
function run(maxSubStepS: number, start: number): number[][] {
  const weather = createWeather({ random: createRandom('fast-path').fork('weather').next, start });
  const gh = createGreenhouse({
    zones: zones.map((id) => ({ id, areaM2: 500 })),
    weather,
    start,
    maxSubStepS,
  });
  const rows: number[][] = [];
  for (let i = 0; i < 2 * 144; i++) {
    const hour = Math.floor(((gh.now() - start) / 3_600_000) % 24);
    const inputs = Object.fromEntries(zones.map((z) => [z, schedule(hour, z, start === winter)]));
    gh.step(600, { zones: inputs });
    for (const z of zones) {
      const s = gh.zone(z);
      rows.push([s.airTemp, rhFromVapour(s.airTemp, s.vapour), co2ToPpm(s.co2), s.slabWater, s.pipeTemp]);
    }
  }
  return rows;
}

function largestDifference(a: number[][], b: number[][]): number[] {
  const worst = [0, 0, 0, 0, 0];
  a.forEach((row, i) => row.forEach((v, j) => (worst[j] = Math.max(worst[j]!, Math.abs(v - b[i]![j]!)))));
  return worst;
}

describe('greenhouse fast path', () => {
  for (const [season, start] of [
    ['summer', summer],
    ['winter', winter],
  ] as const) {
    const reference = run(10, start);
    for (const maxSubStepS of [20, 60, 100]) {
      it(`stays within tight bounds of the 10 s reference over two ${season} days at ${maxSubStepS} s`, () => {
        const [air, rh, co2, water, pipe] = largestDifference(reference, run(maxSubStepS, start));
        expect(air).toBeLessThan(0.15); // K
        expect(rh).toBeLessThan(0.3); // %RH
        expect(co2).toBeLessThan(5); // ppm
        expect(water).toBeLessThan(0.01); // L m⁻²
        expect(pipe).toBeLessThan(0.05); // K
      });
    }
  }

  it('refuses longer sub-steps than 100 s', () => {
    const weather = createWeather({ random: createRandom('x').next, start: summer });
    expect(() => createGreenhouse({ zones: [{ id: 1, areaM2: 1 }], weather, maxSubStepS: 101 })).toThrow(
      /maxSubStepS 101/,
    );
  });
});
