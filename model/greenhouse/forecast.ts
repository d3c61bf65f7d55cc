/**
 * Daily weather ahead from a weather source (the controller's 7-day forecast): minimum and
 * maximum temperature, mean humidity, rain, the highest hourly mean wind and the radiation sum of
 * each given day, sampled every 10 min. Pure: a seeded weather answers the same for the same time,
 * so asking ahead does not change the weather the greenhouse will live through.
 */
import type { Weather } from './weather.ts';

export type ForecastWindow = { date: string; from: number; to: number };
export type DailyWeather = {
  date: string;
  tMin: number;
  tMax: number;
  humAvg: number;
  /** mm */
  rainMm: number;
  /** Highest hourly mean wind speed, m/s. */
  windMax: number;
  /** Global radiation sum, J/cm². */
  radiationSum: number;
};

const stepMs = 600_000;
const hourMs = 3_600_000;
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

export function dailyWeather(weather: Weather, window: ForecastWindow): DailyWeather {
  let tMin = Infinity;
  let tMax = -Infinity;
  let hum = 0;
  let rainMm = 0;
  let radiation = 0;
  let n = 0;
  const hourly = new Map<number, { sum: number; n: number }>();
  for (let t = window.from + stepMs / 2; t < window.to; t += stepMs) {
    const w = weather.at(t);
    tMin = Math.min(tMin, w.outTemp);
    tMax = Math.max(tMax, w.outTemp);
    hum += w.outHum;
    rainMm += (w.rain * stepMs) / hourMs;
    radiation += (w.radiation * stepMs) / 1000; // J/m²
    const hour = Math.floor((t - window.from) / hourMs);
    const h = hourly.get(hour) ?? { sum: 0, n: 0 };
    h.sum += w.windSpeed;
    h.n++;
    hourly.set(hour, h);
    n++;
  }
  const windMax = Math.max(0, ...[...hourly.values()].map((h) => h.sum / h.n));
  return {
    date: window.date,
    tMin: round(tMin, 1),
    tMax: round(tMax, 1),
    humAvg: round(Math.min(100, Math.max(0, hum / Math.max(1, n))), 0),
    rainMm: round(rainMm, 1),
    windMax: round(windMax, 1),
    radiationSum: round(radiation / 10_000, 0), // J/m² → J/cm²
  };
}
