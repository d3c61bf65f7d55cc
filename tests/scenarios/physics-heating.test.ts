/**
 * Closed loop on a winter night: the default strategy draws the thermal curtain (outside below
 * 10 °C at night) and the heating loop holds the night set point (16.5 °C) without cycling; and a
 * hot afternoon turning into a cold night: the air comes down to the set point without sinking
 * far below it (the air loop's integral must not wind down while the zone is warm).
 */
import { describe, expect, it } from 'vitest';
import { overlayWeather } from '../../model/greenhouse/weather.ts';
import { createDemoGreenhouse, localTime } from '../../simulator/testing/demo-greenhouse.ts';

const winter = Date.UTC(2025, 0, 14, 16); // 2025-01-15 00:00 UTC+8

describe('a winter night under the default strategy', () => {
  it('draws the curtain and holds 16.5 °C with the pipes', () => {
    const w = createDemoGreenhouse({ seed: 'winter', start: winter });
    w.loop.run((localTime(22, 1, winter) - w.greenhouse.now()) / 1000, 10);
    const temps: number[] = [];
    let shuts = 0;
    let open = (w.loop.live[107]?.pos ?? 0) > 0;
    w.loop.run(7 * 3600, 10, () => {
      temps.push(w.greenhouse.readings(1).airTemp);
      const now = (w.loop.live[107]?.pos ?? 0) > 0;
      if (open && !now) shuts++;
      open = now;
    });
    const r = w.greenhouse.readings(1);
    expect(r.outTemp).toBeLessThan(5);
    expect(w.loop.live[103]?.pos).toBe(0); // drawn
    const mean = temps.reduce((a, b) => a + b, 0) / temps.length;
    expect(Math.abs(mean - 16.5)).toBeLessThan(0.3);
    expect(Math.min(...temps)).toBeGreaterThan(15.8);
    expect(Math.max(...temps)).toBeLessThan(17.2);
    expect(shuts).toBe(0);
    expect(r.pipeTemp).toBeGreaterThan(35);
  });
});

describe('a hot afternoon, then a cold night', () => {
  it('comes down to 17 °C and holds it, with no undershoot of more than 0.5 K', () => {
    const autumn = Date.UTC(2025, 10, 25, 16);
    let night = false;
    const hot = { outTemp: 33, outHum: 20, radiation: 850, windSpeed: 0, rain: 0 };
    const cold = { outTemp: 2, outHum: 60, radiation: 0, windSpeed: 2, rain: 0 };
    const w = createDemoGreenhouse({
      seed: 'evening',
      start: autumn,
      weather: (seeded) => overlayWeather(seeded, () => (night ? cold : hot)),
      configure: (farm) => {
        for (const loop of farm.config.heating) Object.assign(loop, { daySetpoint: 17, nightSetpoint: 17 });
        return farm;
      },
    });
    w.loop.run((localTime(15, 0, autumn) - w.greenhouse.now()) / 1000, 10);
    expect(w.greenhouse.readings(1).airTemp).toBeGreaterThan(24);
    night = true;
    const temps: number[] = [];
    w.loop.run(10 * 3600, 10, () => temps.push(w.greenhouse.readings(1).airTemp));
    const reached = temps.findIndex((t) => t < 17.5);
    expect(reached).toBeGreaterThan(0);
    // Before the fix the air sank to 14.6 °C and took five hours to come back.
    expect(Math.min(...temps)).toBeGreaterThan(16.5);
    const lastHours = temps.slice(-2 * 360);
    for (const t of lastHours) expect(Math.abs(t - 17)).toBeLessThan(0.5);
  });
});
