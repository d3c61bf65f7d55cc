/**
 * The controller's forecast (system/cmd `forecast`): the coming `days` local dates of the controller,
 * today first, from its world's seeded weather (the generator, not the control API's overrides).
 * Controller time (after a timeSync) maps back to the weather's clock by the offset between them.
 */
import type { ForecastAnswer, ForecastDay } from '../../../protocol/index.ts';
import { dailyWeather } from '../../../model/greenhouse/forecast.ts';
import { hourlyForecast } from './forecast-hourly.ts';
import type { Weather } from '../../../model/greenhouse/weather.ts';
import { utcOffsetOf } from './utc-offset.ts';

const dayMs = 86_400_000;

/** Epoch ms of local midnight of the day holding `ts`, and its date, in `timezone`. */
export function localDayAt(ts: number, timezone: string): { date: string; from: number } {
  const offsetMs = utcOffsetOf(ts, timezone) * 60_000;
  const midnight = Math.floor((ts + offsetMs) / dayMs) * dayMs;
  return { date: new Date(midnight).toISOString().slice(0, 10), from: midnight - offsetMs };
}

export function forecastOf(
  weather: Weather,
  options: { now: number; clockNow: number; timezone: string; days: number },
): ForecastDay[] {
  const skew = options.now - options.clockNow;
  const out: ForecastDay[] = [];
  let day = localDayAt(options.now, options.timezone);
  for (let i = 0; i < options.days; i++) {
    const next = localDayAt(day.from + dayMs + dayMs / 2, options.timezone);
    out.push(dailyWeather(weather, { date: day.date, from: day.from - skew, to: next.from - skew }));
    day = next;
  }
  return out;
}

/** What the forecast command asks: the coming days, and the coming hours if any. */
export type ForecastAsk = { days: number; hours?: number };

const hourMs = 3_600_000;

/**
 * The forecast answer: the days from the seeded weather, and the hours as issued at the start of the
 * controller's current hour (forecast-hourly.ts: with a forecast's error, not the weather itself).
 */
export function forecastAnswerOf(
  weather: Weather,
  options: { now: number; clockNow: number; timezone: string; site: string } & ForecastAsk,
): ForecastAnswer {
  const days = forecastOf(weather, options);
  if (options.hours === undefined) return { days };
  const skew = options.now - options.clockNow;
  const issuedAt = Math.floor(options.now / hourMs) * hourMs;
  const hours = hourlyForecast(weather, {
    site: options.site,
    issuedAt: issuedAt - skew,
    hours: options.hours,
  });
  return { days, issuedAt, hours: hours.map((h) => ({ ...h, ts: h.ts + skew })) };
}
