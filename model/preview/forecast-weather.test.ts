import { describe, expect, it } from 'vitest';
import type { ForecastHour } from '../../protocol/index.ts';
import { createWeather } from '../greenhouse/weather-generator.ts';
import { createRandom } from '../random.ts';
import { weatherFromForecast } from './forecast-weather.ts';

const hourMs = 3_600_000;
/** 2025-03-20 00:00 in Shanghai: the weather generator's own place (31.2° N, 121.5° E). */
const start = Date.UTC(2025, 2, 19, 16);
const weather = createWeather({ random: createRandom('forecast-weather').next, start });
/** A perfect forecast: each hour's mean of the weather, sampled every minute. */
const hours: ForecastHour[] = Array.from({ length: 24 }, (_, h) => {
  const ts = start + h * hourMs;
  const mean = (pick: (t: number) => number) =>
    Array.from({ length: 60 }, (_, m) => pick(ts + (m + 0.5) * 60_000)).reduce((a, b) => a + b, 0) / 60;
  return {
    ts,
    outTemp: mean((t) => weather.at(t).outTemp),
    outHum: mean((t) => weather.at(t).outHum),
    radiation: mean((t) => weather.at(t).radiation),
    windSpeed: mean((t) => weather.at(t).windSpeed),
    rainMm: 0,
  };
});
const shanghai = { latitude: 30, longitude: 120 };
const minutes = Array.from({ length: 24 * 60 }, (_, m) => start + m * 60_000);
const rmse = (w: ReturnType<typeof weatherFromForecast>) =>
  Math.sqrt(
    minutes.reduce((s, t) => s + (w.at(t).radiation - weather.at(t).radiation) ** 2, 0) / minutes.length,
  );

describe("the preview's weather from hourly means", () => {
  it('follows the sun within the hours: dark before sunrise, closer to the minutes than straight lines', () => {
    const shaped = weatherFromForecast(hours, 180, shanghai);
    const straight = weatherFromForecast(hours);
    const firstLight = hours.findIndex((h) => h.radiation > 0);
    // Straight lines between hour middles bring the first light half an hour early.
    const beforeDawn = (hours[firstLight]?.ts ?? NaN) - 20 * 60_000;
    expect(straight.at(beforeDawn).radiation).toBeGreaterThan(0);
    expect(shaped.at(beforeDawn).radiation).toBe(0);
    expect(rmse(shaped)).toBeLessThan(rmse(straight));
  });

  it("keeps each daylight hour's mean within a tenth", () => {
    const shaped = weatherFromForecast(hours, 180, shanghai);
    for (const h of hours.filter((x) => x.radiation > 100)) {
      const mean =
        Array.from({ length: 60 }, (_, m) => shaped.at(h.ts + (m + 0.5) * 60_000).radiation).reduce(
          (a, b) => a + b,
          0,
        ) / 60;
      expect(Math.abs(mean / h.radiation - 1), new Date(h.ts).toISOString()).toBeLessThan(0.1);
    }
  });

  it("keeps the hours' straight lines when the place's sun does not fit them", () => {
    const wrong = weatherFromForecast(hours, 180, { latitude: 30, longitude: -60 });
    const straight = weatherFromForecast(hours);
    for (const t of minutes.filter((_, i) => i % 30 === 0)) expect(wrong.at(t)).toEqual(straight.at(t));
  });
});
