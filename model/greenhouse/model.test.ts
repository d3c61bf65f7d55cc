import { describe, expect, it } from 'vitest';
import { constantWeather } from './weather.ts';
import { createGreenhouse } from './model.ts';

const night = { outTemp: 10, outHum: 80, radiation: 0, windSpeed: 2, windDir: 90, rain: 0 };
const noon = { outTemp: 30, outHum: 50, radiation: 900, windSpeed: 2, windDir: 90, rain: 0 };
const run = (gh: ReturnType<typeof createGreenhouse>, seconds: number, inputs = {}) => {
  for (let t = 0; t < seconds; t += 60) gh.step(60, inputs);
};

describe('createGreenhouse', () => {
  it('relaxes to the outside air with no inputs', () => {
    const gh = createGreenhouse({
      zones: [{ id: 1, areaM2: 100, initial: { airTemp: 25 } }],
      weather: constantWeather(night),
    });
    run(gh, 6 * 3600);
    expect(gh.readings(1).airTemp).toBeCloseTo(10, 0);
    expect(gh.now()).toBe(6 * 3600 * 1000);
  });

  it('heats with the pipes and reports supply above return', () => {
    const gh = createGreenhouse({ zones: [{ id: 1, areaM2: 100 }], weather: constantWeather(night) });
    run(gh, 4 * 3600, { zones: { 1: { heat: 1 } } });
    const r = gh.readings(1);
    expect(r.airTemp).toBeGreaterThan(20);
    expect(r.pipeTemp).toBeGreaterThan(50);
    expect(r.supplyTemp).toBeGreaterThan(r.returnTemp);
  });

  it('cools through open vents and with fog, which also wets the air', () => {
    const zones = [1, 2, 3].map((id) => ({ id, areaM2: 100 }));
    const gh = createGreenhouse({ zones, weather: constantWeather(noon) });
    run(gh, 3 * 3600, { zones: { 2: { vent: 1 }, 3: { vent: 0.3, fog: 1 } } });
    const [shut, open, fog] = [1, 2, 3].map((id) => gh.readings(id));
    expect(shut!.airTemp - open!.airTemp).toBeGreaterThan(10);
    expect(open!.airTemp - noon.outTemp).toBeLessThan(6);
    const ref = createGreenhouse({ zones: [{ id: 3, areaM2: 100 }], weather: constantWeather(noon) });
    run(ref, 3 * 3600, { zones: { 3: { vent: 0.3 } } });
    expect(fog!.airHum).toBeGreaterThan(ref.readings(3).airHum + 5);
    expect(fog!.airTemp).toBeLessThan(ref.readings(3).airTemp - 1);
  });

  it('irrigation raises the slab water, then the drain runs; EC builds up with k_u < 1', () => {
    const gh = createGreenhouse({ zones: [{ id: 1, areaM2: 100 }], weather: constantWeather(noon) });
    const before = gh.zone(1);
    run(gh, 600, { zones: { 1: { irrigation: 1.5 / 600, irrigationEC: 2.6 } } });
    const after = gh.zone(1);
    expect(after.slabWater).toBeGreaterThan(before.slabWater + 0.8);
    run(gh, 1800);
    expect(gh.zone(1).drained).toBeGreaterThan(0.1);
    expect(gh.readings(1).soilEC).toBeGreaterThan(2.5);
  });

  it('doses CO₂ up and the crop draws it down in the light', () => {
    const dark = createGreenhouse({ zones: [{ id: 1, areaM2: 100 }], weather: constantWeather(night) });
    run(dark, 3600, { zones: { 1: { co2: 1 } } });
    expect(dark.readings(1).co2).toBeGreaterThan(1000);
    const lit = createGreenhouse({
      zones: [{ id: 1, areaM2: 100 }],
      weather: constantWeather({ ...noon, outTemp: 22 }),
    });
    run(lit, 3600);
    expect(lit.readings(1).co2).toBeLessThan(300);
  });

  it('mixes fertigation for the zones that irrigate and reads flow in L/min', () => {
    const gh = createGreenhouse({ zones: [{ id: 1, areaM2: 600 }], weather: constantWeather(noon) });
    run(gh, 300, {
      zones: { 1: { irrigation: 0.001 } },
      mixer: { active: true, ecTarget: 2.6, phTarget: 5.8 },
    });
    const r = gh.readings(1);
    expect(r.flow).toBeCloseTo(36, 6);
    expect(r.ec).toBeGreaterThan(2.3);
    expect(gh.zone(1).supplyEC).toBeCloseTo(r.ec, 6);
    expect(gh.pressure()).toBeGreaterThan(1);
  });

  it('averages the zones by area for zone-less sensors and rejects bad zones and steps', () => {
    const gh = createGreenhouse({
      zones: [
        { id: 1, areaM2: 100, initial: { airTemp: 10 } },
        { id: 2, areaM2: 300, initial: { airTemp: 30 } },
      ],
      weather: constantWeather(night),
    });
    expect(gh.readings(null).airTemp).toBeCloseTo(25, 9);
    expect(gh.readings(null).outTemp).toBe(10);
    expect(() => gh.zone(5)).toThrow(/no zone 5/);
    expect(() => gh.step(-1)).toThrow(/dt/);
    expect(() =>
      createGreenhouse({ zones: [{ id: 1, areaM2: 0 }], weather: constantWeather(night) }),
    ).toThrow(/area/);
  });
});
