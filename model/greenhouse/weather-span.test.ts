/** The fast path's weather within a step: exact on its samples, straight lines in between. */
import { describe, expect, it } from 'vitest';
import type { OutsideWeather, Weather } from './weather.ts';
import { createWeatherSpan, sampleEveryS } from './weather-span.ts';
import { vapourFromRh } from './psychro.ts';

/** Weather that changes with time: every field a different function of the second. */
const weatherOf = (ms: number): OutsideWeather => {
  const s = ms / 1000;
  return {
    outTemp: 10 + s / 100,
    outHum: 60 + (s % 90) / 3,
    radiation: s * s * 1e-3,
    windSpeed: 2,
    windDir: s,
    rain: 0,
  };
};

function counted() {
  const asked: number[] = [];
  const weather: Weather = { start: 0, at: (ms) => (asked.push(ms), weatherOf(ms)) };
  return { weather, asked };
}

describe('weather span', () => {
  it('gives the sampled weather exactly on each sample and interpolates between', () => {
    const { weather, asked } = counted();
    const span = createWeatherSpan();
    span.begin(weather, 0, 600, weatherOf(0));
    for (let t = 0; t < 600; t += 20) {
      const w = span.at(t);
      if (t % sampleEveryS === 0) {
        expect(w).toEqual(weatherOf(t * 1000));
        expect(span.outVapour).toBe(vapourFromRh(w.outTemp, w.outHum));
      } else {
        const a = weatherOf(Math.floor(t / sampleEveryS) * sampleEveryS * 1000);
        const b = weatherOf(Math.ceil(t / sampleEveryS) * sampleEveryS * 1000);
        const f = (t % sampleEveryS) / sampleEveryS;
        expect(w.radiation).toBeCloseTo(a.radiation + (b.radiation - a.radiation) * f, 9);
        expect(w.outTemp).toBeCloseTo(a.outTemp + (b.outTemp - a.outTemp) * f, 9);
      }
    }
    // One sample per sampleEveryS for thirty sub-steps, the last one at the step's end for the model.
    const samples = Array.from({ length: 600 / sampleEveryS }, (_, i) => (i + 1) * sampleEveryS * 1000);
    expect(sampleEveryS).toBeGreaterThan(20);
    expect(asked).toEqual(samples);
    expect(span.end()).toEqual(weatherOf(600_000));
  });

  it('ends a step that is not a whole number of samples on its end', () => {
    const { weather, asked } = counted();
    const span = createWeatherSpan();
    const dtS = sampleEveryS + 30;
    span.begin(weather, 5000, dtS, weatherOf(5000));
    span.at(0);
    span.at(sampleEveryS + 20);
    expect(asked).toEqual([5000 + sampleEveryS * 1000, 5000 + dtS * 1000]);
    expect(span.end()).toEqual(weatherOf(5000 + dtS * 1000));
  });
});
