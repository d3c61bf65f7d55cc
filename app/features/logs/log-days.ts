/** Controller-local days: today in a time zone, a from..to date range (bounded), local time stamps. */
import { farmDay, formatFarm, type FarmZone } from '../../lib/farm-time';

/** At most this many days are asked at once (one `log list` per day). */
export const MAX_DAYS = 31;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** The farm day `YYYY-MM-DD` of `ts` in `timeZone` (the browser's zone when null). */
export const localDay = (ts: number, timeZone: FarmZone): string => farmDay(ts, timeZone);

/** `YYYY-MM-DD HH:mm:ss` of `ts` on the farm's clock. */
export const localTime = (ts: number, timeZone: FarmZone): string =>
  formatFarm(ts, 'YYYY-MM-DD HH:mm:ss', timeZone);

export const isDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The days from..to (inclusive, either order), newest first, at most MAX_DAYS counted back from the
 * later one; `clipped` says the range was longer.
 */
export function daysOf(from: string, to: string): { days: string[]; clipped: boolean } {
  if (!isDay(from) || !isDay(to)) return { days: [], clipped: false };
  const [first, last] = from <= to ? [from, to] : [to, from];
  const days: string[] = [];
  for (let day = last; day >= first && days.length < MAX_DAYS; day = addDays(day, -1)) days.push(day);
  return { days, clipped: days[days.length - 1] !== first };
}
