/** Controller-local days: today in a time zone, a from..to date range (bounded), local time stamps. */

/** At most this many days are asked at once (one `log list` per day). */
export const MAX_DAYS = 31;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsAt(ts: number, timeZone: string | null): Record<string, string> {
  const zone = timeZone ?? '';
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-GB', {
        timeZone: timeZone ?? undefined,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      f = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short' });
    }
    formatters.set(zone, f);
  }
  return Object.fromEntries(f.formatToParts(new Date(ts)).map((p) => [p.type, p.value]));
}

/** The local day `YYYY-MM-DD` of `ts` in `timeZone` (the browser's zone when null). */
export function localDay(ts: number, timeZone: string | null): string {
  const p = partsAt(ts, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** `YYYY-MM-DD HH:mm:ss` of `ts` in `timeZone`. */
export function localTime(ts: number, timeZone: string | null): string {
  const p = partsAt(ts, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

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
