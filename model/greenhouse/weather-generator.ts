/**
 * Seeded outside weather: seasonal and diurnal temperature with day-to-day drift, humidity from a dew
 * point, clear-sky radiation by latitude and day of year with cloud noise (0 at night), wind speed and
 * direction, rain events. Days are drawn in order with a fixed number of draws each, so the weather
 * at an instant does not depend on how often or in which steps it is asked for.
 */
import { clearSkyRadiation, cloudTransmission, dayOfYear, solarHour } from './sun.ts';
import { satVapourPressure } from './psychro.ts';
import type { OutsideWeather, Weather } from './weather.ts';
import { drawDay, type ClimateNormals, type WeatherDay } from './weather-day.ts';

export type { ClimateNormals } from './weather-day.ts';

export type WeatherOptions = {
  /** Uniform [0, 1) draws, e.g. `createRandom(seed).fork('weather').next`. */
  random: () => number;
  /** Epoch ms. */
  start: number;
  /** Degrees; defaults: Shanghai (31.2 N, 121.5 E). */
  latitude?: number;
  longitude?: number;
  climate?: Partial<ClimateNormals>;
};

/** Shanghai-like normals (annual mean 16.5 °C, July ≈ 28 °C, January ≈ 5 °C). */
export const defaultClimate: ClimateNormals = {
  annualMeanC: 16.5,
  annualAmplitudeC: 11.5,
  warmestDay: 205,
  diurnalRangeC: 9,
  driftC: 2,
  cloudiness: 0.45,
  cloudVariability: 0.3,
  meanWindSpeed: 3,
  rainChance: 0.25,
  dewDepressionC: 4,
};

const dayMs = 86_400_000;
const hourMs = 3_600_000;
// Field pickers made once: `at` runs every model sub-step, and fresh closures each call cost GC time.
const drift = (x: WeatherDay) => x.drift;
const cloudOf = (x: WeatherDay) => x.cloud;
const cloudKnots = (x: WeatherDay) => x.cloudKnots;
const windKnots = (x: WeatherDay) => x.windKnots;
const dirKnots = (x: WeatherDay) => x.dirKnots;

export function createWeather(options: WeatherOptions): Weather {
  const latitude = options.latitude ?? 31.2;
  const longitude = options.longitude ?? 121.5;
  const climate = { ...defaultClimate, ...options.climate };
  // Days run from local solar midnight of the start's day.
  const origin = options.start - Math.floor(solarHour(options.start, longitude) * hourMs);
  const days: WeatherDay[] = [];

  const day = (index: number): WeatherDay => {
    const i = Math.max(0, index);
    for (let drawn = days[i]; ; drawn = days[i]) {
      if (drawn !== undefined) return drawn;
      days.push(drawDay(options.random, climate, days.at(-1)));
    }
  };

  /** A daily value held at noon and interpolated between noons, so nothing jumps at midnight. */
  const daily = (d: number, hours: number, pick: (day: WeatherDay) => number): number => {
    const before = hours < 12 ? d - 1 : d;
    const f = (hours < 12 ? hours + 12 : hours - 12) / 24;
    return pick(day(before)) * (1 - f) + pick(day(before + 1)) * f;
  };

  const knot = (d: number, hours: number, pick: (day: WeatherDay) => Float64Array): number => {
    const knots = pick(day(d));
    const n = knots.length;
    const x = (hours / 24) * n;
    const i = Math.floor(x);
    // 0 ≤ hours < 24 keeps i on a knot: the `?? 0` only narrows the index type.
    const a = knots[i] ?? 0;
    const b = (i + 1 < n ? knots[i + 1] : pick(day(d + 1))[0]) ?? 0;
    return a + (b - a) * (x - i);
  };

  /** The seasonal mean of a day of the year, kept for the day last asked (asked every sub-step). */
  let season = { day: NaN, mean: 0 };
  const seasonalOf = (doy: number): number => {
    if (season.day !== doy) {
      const mean =
        climate.annualMeanC +
        climate.annualAmplitudeC * Math.cos((2 * Math.PI * (doy - climate.warmestDay)) / 365);
      season = { day: doy, mean };
    }
    return season.mean;
  };

  const at = (timeMs: number): OutsideWeather => {
    const elapsed = Math.max(0, timeMs - origin);
    const d = Math.floor(elapsed / dayMs);
    const hours = (elapsed - d * dayMs) / hourMs;
    const today = day(d);
    const seasonal = seasonalOf(dayOfYear(timeMs));
    const mean = seasonal + daily(d, hours, drift);
    const cloudDay = daily(d, hours, cloudOf);
    const range = climate.diurnalRangeC * (1.2 - 0.8 * cloudDay);
    const outTemp = mean + (range / 2) * Math.cos((2 * Math.PI * (hours - 14.5)) / 24);
    const raining = hours >= today.rainStart && hours < today.rainEnd;
    const rain = raining ? today.rainRate : 0;
    // The night minimum stays a little above the dew point even under cloud (no all-night 100 %).
    const dewPoint = mean - range / 2 - 1 - climate.dewDepressionC * (1 - cloudDay);
    const rh = (100 * satVapourPressure(dewPoint)) / satVapourPressure(outTemp);
    const outHum = Math.min(100, Math.max(15, raining ? Math.max(rh, 94) : rh));
    let cloud = Math.min(1, Math.max(0, today.cloud + knot(d, hours, cloudKnots)));
    if (raining) cloud = Math.max(cloud, 0.95);
    const clear = clearSkyRadiation(timeMs, latitude, longitude);
    const radiation = clear === 0 ? 0 : clear * cloudTransmission(cloud); // night: no clouds to weigh
    const gust = 1 + 0.35 * Math.sin((2 * Math.PI * (hours - 9)) / 24);
    const windSpeed = Math.max(0, knot(d, hours, windKnots) * gust);
    const windDir = ((knot(d, hours, dirKnots) % 360) + 360) % 360;
    return { outTemp, outHum, radiation, windSpeed, windDir, rain };
  };

  return { start: options.start, at };
}
