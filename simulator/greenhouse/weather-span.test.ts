/** The fast path's weather within a step: exact on the minute samples, straight lines in between. */
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
  it('gives the sampled weather exactly at each minute and interpolates between', () => {
    const { weather, asked } = counted();
    const span = createWeatherSpan();
    span.begin(weather, 0, 600, weatherOf(0));
    for (let t = 0; t < 600; t += 20) {
      const w = span.at(t);
      if (t % sampleEveryS === 0) {
        expect(w).toEqual(weatherOf(t * 1000));
        expect(span.outVapour).toBe(vapourFromRh(w.outTemp, w.outHum));
      } else {
        const a = weatherOf(Math.floor(t / 60) * 60_000);
        const b = weatherOf(Math.ceil(t / 60) * 60_000);
        const f = (t % 60) / 60;
        expect(w.radiation).toBeCloseTo(a.radiation + (b.radiation - a.radiation) * f, 9);
        expect(w.outTemp).toBeCloseTo(a.outTemp + (b.outTemp - a.outTemp) * f, 9);
      }
    }
    // Ten samples for thirty sub-steps, the last one at the step's end for the model to keep.
    expect(asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => i * 60_000));
    expect(span.end()).toEqual(weatherOf(600_000));
  });

  it('ends a step that is not a whole number of minutes on its end', () => {
    const { weather, asked } = counted();
    const span = createWeatherSpan();
    span.begin(weather, 5000, 90, weatherOf(5000));
    span.at(0);
    span.at(80);
    expect(asked).toEqual([65_000, 95_000]);
    expect(span.end()).toEqual(weatherOf(95_000));
  });
});
