/**
 * Hourly weather shaped from a daily forecast, for a controller that forecasts days only: the
 * temperature swings from the day's minimum near 06:00 to its maximum near 14:00 (cosine halves),
 * the radiation sum is spread over the day by the clear-sky sun, humidity moves against the
 * temperature around the day's mean, the wind peaks in the afternoon and the rain falls evenly.
 * It is a shape, not a forecast of the hours: a chart built on it says so.
 */
import type { ForecastDay, ForecastHour } from '../../protocol/index.ts';
import { clearSkyRadiation } from '../greenhouse/sun.ts';
import { localTimeAt, nextDate } from './local-time.ts';

const hourMs = 3_600_000;
const coldestHour = 6;
const warmestHour = 14;
/** %RH per kelvin the hour is warmer than the day's mean (a fair rule for a humid climate). */
const humPerKelvin = 3;
/** Without a site, the sun of a mid-latitude farm at the time zone's own meridian. */
const defaultLatitude = 30;

export type ShapeOptions = {
  /** The first hour's start, epoch ms (rounded down to the hour). */
  from: number;
  hours: number;
  timeZone: string;
  latitude?: number;
  longitude?: number;
};

const ease = (x: number) => (1 - Math.cos(Math.PI * Math.min(1, Math.max(0, x)))) / 2;

function temperatureAt(hour: number, day: ForecastDay, before: ForecastDay, after: ForecastDay): number {
  if (hour < coldestHour) {
    const x = (hour + 24 - warmestHour) / (24 - warmestHour + coldestHour);
    return before.tMax - (before.tMax - day.tMin) * ease(x);
  }
  if (hour <= warmestHour) {
    return day.tMin + (day.tMax - day.tMin) * ease((hour - coldestHour) / (warmestHour - coldestHour));
  }
  const x = (hour - warmestHour) / (24 - warmestHour + coldestHour);
  return day.tMax - (day.tMax - after.tMin) * ease(x);
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

export function hoursFromDays(days: readonly ForecastDay[], options: ShapeOptions): ForecastHour[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const start = Math.floor(options.from / hourMs) * hourMs;
  const latitude = options.latitude ?? defaultLatitude;
  /** The clear-sky radiation of each hour of a local date, J/cm², to spread the day's sum by. */
  const clearSkyOfDay = new Map<string, number>();
  const sunAt = (ts: number, offsetMinutes: number) =>
    clearSkyRadiation(ts, latitude, options.longitude ?? offsetMinutes / 4);
  const clearSkySum = (date: string, offsetMinutes: number) => {
    let sum = clearSkyOfDay.get(date);
    if (sum === undefined) {
      const midnight = Date.parse(`${date}T00:00:00Z`) - offsetMinutes * 60_000;
      sum = 0;
      for (let h = 0; h < 24; h++)
        sum += (sunAt(midnight + h * hourMs + hourMs / 2, offsetMinutes) * 3600) / 10_000;
      clearSkyOfDay.set(date, sum);
    }
    return sum;
  };
  const out: ForecastHour[] = [];
  for (let i = 0; i < options.hours; i++) {
    const ts = start + i * hourMs;
    const mid = ts + hourMs / 2;
    const local = localTimeAt(mid, options.timeZone);
    const day = byDate.get(local.date) ?? days.at(local.date < (days[0]?.date ?? '') ? 0 : -1);
    if (!day) break;
    const before = byDate.get(nextDate(local.date, -1)) ?? day;
    const after = byDate.get(nextDate(local.date)) ?? day;
    const outTemp = temperatureAt(local.hour, day, before, after);
    const sky = clearSkySum(local.date, local.offsetMinutes);
    const radiation = sky > 0 ? (sunAt(mid, local.offsetMinutes) * day.radiationSum) / sky : 0;
    const afternoon = local.hour >= 8 && local.hour <= 20 ? Math.sin((Math.PI * (local.hour - 8)) / 12) : 0;
    out.push({
      ts,
      outTemp: round(outTemp, 1),
      outHum: round(
        Math.min(100, Math.max(5, day.humAvg - humPerKelvin * (outTemp - (day.tMin + day.tMax) / 2))),
        0,
      ),
      radiation: round(Math.max(0, radiation), 0),
      windSpeed: round(day.windMax * (0.55 + 0.45 * afternoon), 1),
      rainMm: round(day.rainMm / 24, 2),
    });
  }
  return out;
}
