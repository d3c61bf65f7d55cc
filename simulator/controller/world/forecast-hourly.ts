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

type HourMeans = { outTemp: number; outHum: number; radiation: number; windSpeed: number; rainMm: number };

/** The weather's means over the hour from `from` (rain its sum), sampled every 10 minutes. */
function hourMeans(weather: Weather, from: number): HourMeans {
  const m: HourMeans = { outTemp: 0, outHum: 0, radiation: 0, windSpeed: 0, rainMm: 0 };
  const samples = hourMs / sampleMs;
  for (let t = from + sampleMs / 2; t < from + hourMs; t += sampleMs) {
    const w = weather.at(t);
    m.outTemp += w.outTemp / samples;
    m.outHum += w.outHum / samples;
    m.radiation += w.radiation / samples;
    m.windSpeed += w.windSpeed / samples;
    m.rainMm += (w.rain * sampleMs) / hourMs;
  }
  return m;
}

/** An hour as a forecast gives it: to its digits, humidity within 0-100 %, nothing negative. */
function hourOf(ts: number, m: HourMeans): ForecastHour {
  return {
    ts,
    outTemp: round(m.outTemp, 1),
    outHum: round(Math.min(100, Math.max(0, m.outHum)), 0),
    radiation: round(Math.max(0, m.radiation), 0),
    windSpeed: round(Math.max(0, m.windSpeed), 1),
    rainMm: round(Math.max(0, m.rainMm), 1),
  };
}

/** The hours as they then come, a forecast without error: what a what-if judges a forecast's share by. */
export function perfectForecast(
  weather: Weather,
  options: Omit<HourlyForecastOptions, 'site'>,
): ForecastHour[] {
  return Array.from({ length: options.hours }, (_, h) => {
    const from = options.issuedAt + h * hourMs;
    return hourOf(from, hourMeans(weather, from));
  });
}

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
    const m = hourMeans(weather, from);
    const tempError = forecastSpread.outTemp(h) * (temp[h] ?? 0);
    // A forecast too warm is mostly too dry as well: part of the humidity's error follows the temperature's.
    const humError = forecastSpread.outHum(h) * (hum[h] ?? 0) - 2 * tempError;
    const cloudSpread = forecastSpread.radiation(h);
    const cloudFactor = Math.exp(cloudSpread * (cloud[h] ?? 0) - (cloudSpread * cloudSpread) / 2);
    out.push(
      hourOf(from, {
        outTemp: m.outTemp + tempError,
        outHum: m.outHum + humError,
        radiation: m.radiation * cloudFactor,
        windSpeed: m.windSpeed + forecastSpread.windSpeed(h) * (wind[h] ?? 0),
        // Rain that falls is forecast, more or less of it; showers out of nowhere are not invented.
        rainMm: m.rainMm * Math.exp(0.5 * (rain[h] ?? 0) - 0.125),
      }),
    );
  }
  return out;
}
