/**
 * Closed loop, no broker: the demo farm under the default strategy (docs/design/greenhouse-model.md) in a
 * seeded clear summer day. Vents open on a hot afternoon and keep the zone far cooler than vents
 * held shut; wind above the threshold and rain close them despite the heat.
 */
import { describe, expect, it } from 'vitest';
import {
  createDemoGreenhouse,
  localTime,
  type DemoGreenhouse,
} from '../../simulator/testing/demo-greenhouse.ts';
import { overlayWeather } from '../../model/greenhouse/index.ts';

const clear = { cloudiness: 0.05, cloudVariability: 0.05, rainChance: 0, driftC: 0, meanWindSpeed: 2 };
const vents = [101, 102];

/** Runs the world to local hour `hours` of the first day in 10 s ticks. */
const runTo = (w: DemoGreenhouse, hours: number) =>
  w.loop.run((localTime(hours) - w.greenhouse.now()) / 1000, 10);

describe('vents on a hot sunny afternoon (default strategy)', () => {
  it('open and keep the zone several K cooler than vents held shut', () => {
    const auto = createDemoGreenhouse({ seed: 'summer', climate: clear });
    const shut = createDemoGreenhouse({ seed: 'summer', climate: clear });
    for (const aid of vents) shut.loop.setManual(aid, { action: 'set', value: 0 });
    runTo(auto, 14);
    runTo(shut, 14);
    const a = auto.greenhouse.readings(1);
    const s = shut.greenhouse.readings(1);
    expect(a.outTemp).toBeGreaterThan(28);
    expect(a.radiation).toBeGreaterThan(700);
    expect(auto.loop.live[101]?.pos).toBeGreaterThanOrEqual(80);
    expect(shut.loop.live[101]?.pos).toBe(0);
    expect(s.airTemp - a.airTemp).toBeGreaterThan(8);
    expect(a.airTemp - a.outTemp).toBeLessThan(6);
    // Vents moved together share a line (aid null) that names each of them.
    expect(auto.loop.logs.some((l) => l.kind === 'autoVentilation' && l.message.includes('(101)'))).toBe(
      true,
    );
  });

  it('close when the wind rises above the threshold, despite the heat, and reopen once calm', () => {
    const storm = (t: number) =>
      t >= localTime(13) && t < localTime(14) ? { windSpeed: 14 } : { windSpeed: 3 };
    const w = createDemoGreenhouse({
      seed: 'summer',
      climate: clear,
      weather: (base) => overlayWeather(base, storm),
    });
    runTo(w, 13);
    expect(w.loop.live[101]?.pos).toBeGreaterThanOrEqual(80);
    const before = w.greenhouse.readings(1).airTemp;
    runTo(w, 13.05); // 60 s delay, 60 s travel
    expect(w.loop.live[101]?.pos).toBe(0);
    runTo(w, 13.9);
    expect(w.loop.live[101]?.pos).toBe(0);
    expect(w.greenhouse.readings(1).airTemp).toBeGreaterThan(before + 5);
    runTo(w, 14.1);
    expect(w.loop.live[101]?.pos).toBeGreaterThan(50);
    const messages = w.loop.logs.map((l) => l.message);
    expect(messages.some((m) => m.includes('protection on (wind 14.0 m/s > 10.0 m/s)'))).toBe(true);
    expect(messages.some((m) => m.includes('protection off'))).toBe(true);
  });

  it('close on rain', () => {
    const shower = (t: number) => (t >= localTime(13) && t < localTime(13.5) ? { rain: 3 } : null);
    const w = createDemoGreenhouse({
      seed: 'summer',
      climate: clear,
      weather: (base) => overlayWeather(base, shower),
    });
    runTo(w, 12.99);
    expect(w.loop.live[102]?.pos).toBeGreaterThanOrEqual(80);
    runTo(w, 13.05);
    expect(w.loop.live[102]?.pos).toBe(0);
    expect(w.loop.logs.some((l) => /rain 3\.0 mm\/h/.test(l.message))).toBe(true);
  });
});
