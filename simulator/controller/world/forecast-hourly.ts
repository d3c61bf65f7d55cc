/**
 * The coming hours as a weather service would forecast them: the seeded weather's hourly means plus
 * an error that grows with the lead time and carries over from hour to hour, as a numerical
 * forecast's does. Typical day-ahead errors of a 2 m forecast are ~1-1.5 K, ~8 %RH, 20-35 % of
 * the hour's radiation and ~1.5 m/s of wind; the error here starts below and grows past them.
 *
 * The error is drawn from the site and the hour the forecast is issued alone: asking again within
 * the hour answers the same, and asking never touches the draws the world lives by.
 */
import type { ForecastHour } from '../../../protocol/index.ts';
import { createRandom, type Random } from '../../../model/random.ts';
import type { Weather } from '../../../model/greenhouse/weather.ts';

const hourMs = 3_600_000;
const sampleMs = 600_000;
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/** An error series with unit variance whose successive hours correlate by `carry` (AR(1)). */
function errorSeries(random: Random, hours: number, carry: number): number[] {
  const out: number[] = [];
  let e = random.normal();
  const fresh = Math.sqrt(1 - carry * carry);
  for (let h = 0; h < hours; h++) {
    out.push(e);
    e = carry * e + fresh * random.normal();
  }
  return out;
}

/** How far each quantity's error spreads at `lead` hours (standard deviation). */
export const forecastSpread = {
  outTemp: (lead: number) => 0.6 + 0.035 * lead, // K: 0.6 now, 1.4 tomorrow, 2.3 in two days
  outHum: (lead: number) => 3 + 0.15 * lead, // %RH
  /** Of the log of the radiation: 0.12 now, 0.26 tomorrow. */
  radiation: (lead: number) => 0.12 + 0.006 * lead,
  windSpeed: (lead: number) => 0.6 + 0.03 * lead, // m/s
} as const;

export type HourlyForecastOptions = {
  /** Names the site's error stream (a controller's serial number). */
  site: string;
  /** The start of the hour the forecast is issued in, epoch ms of the weather's clock. */
  issuedAt: number;
  hours: number;
};

/** `hours` hourly means from `issuedAt`, each off the weather by the forecast's error at its lead. */
export function hourlyForecast(weather: Weather, options: HourlyForecastOptions): ForecastHour[] {
  const random = createRandom(`forecast:${options.site}:${options.issuedAt}`);
  const temp = errorSeries(random.fork('outTemp'), options.hours, 0.92);
  const hum = errorSeries(random.fork('outHum'), options.hours, 0.9);
  const cloud = errorSeries(random.fork('radiation'), options.hours, 0.8);
  const wind = errorSeries(random.fork('windSpeed'), options.hours, 0.85);
  const rain = errorSeries(random.fork('rain'), options.hours, 0.7);
  const out: ForecastHour[] = [];
  for (let h = 0; h < options.hours; h++) {
    const from = options.issuedAt + h * hourMs;
    let outTemp = 0;
    let outHum = 0;
    let radiation = 0;
    let windSpeed = 0;
    let rainMm = 0;
    const samples = hourMs / sampleMs;
    for (let t = from + sampleMs / 2; t < from + hourMs; t += sampleMs) {
      const w = weather.at(t);
      outTemp += w.outTemp / samples;
      outHum += w.outHum / samples;
      radiation += w.radiation / samples;
      windSpeed += w.windSpeed / samples;
      rainMm += (w.rain * sampleMs) / hourMs;
    }
    const tempError = forecastSpread.outTemp(h) * (temp[h] ?? 0);
    // A forecast too warm is mostly too dry as well: part of the humidity's error follows the temperature's.
    const humError = forecastSpread.outHum(h) * (hum[h] ?? 0) - 2 * tempError;
    const cloudSpread = forecastSpread.radiation(h);
    const cloudFactor = Math.exp(cloudSpread * (cloud[h] ?? 0) - (cloudSpread * cloudSpread) / 2);
    out.push({
      ts: from,
      outTemp: round(outTemp + tempError, 1),
      outHum: round(Math.min(100, Math.max(0, outHum + humError)), 0),
      radiation: round(Math.max(0, radiation * cloudFactor), 0),
      windSpeed: round(Math.max(0, windSpeed + forecastSpread.windSpeed(h) * (wind[h] ?? 0)), 1),
      // Rain that falls is forecast, more or less of it; showers out of nowhere are not invented.
      rainMm: round(rainMm * Math.exp(0.5 * (rain[h] ?? 0) - 0.125), 1),
    });
  }
  return out;
}
