/**
 * Farm time: every time the app shows or takes is the base's wall clock (its `system` record's IANA
 * `timezone`), not the browser's, so a grower abroad or CI in UTC reads the farm's day as the
 * controller runs it. A null or unknown zone means the browser's own. Intl only (no dayjs): the home
 * screen's first paint formats with it.
 */

/** An IANA zone name ('Asia/Shanghai'); null: the browser's zone (the base's is not known yet). */
export type FarmZone = string | null;

/** A farm wall-clock reading; month 1-12. */
export type FarmParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: FarmZone): Intl.DateTimeFormat {
  const key = zone ?? '';
  let f = formatters.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    };
    try {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone ?? undefined });
    } catch {
      // A zone this browser does not know: its own zone rather than no time at all.
      f = new Intl.DateTimeFormat('en-US', options);
    }
    formatters.set(key, f);
  }
  return f;
}

/** The farm's wall clock at `ts` (epoch ms). */
export function farmParts(ts: number, zone: FarmZone): FarmParts {
  const p: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(ts)) p[part.type] = Number(part.value);
  return {
    year: p.year ?? 0,
    month: p.month ?? 1,
    day: p.day ?? 1,
    // Some engines still write midnight as 24 with h23.
    hour: (p.hour ?? 0) % 24,
    minute: p.minute ?? 0,
    second: p.second ?? 0,
  };
}

const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;
const two = (n: number) => String(n).padStart(2, '0');

/** Formats `ts` on the farm's clock; tokens YYYY MM DD HH mm ss, anything else copied as it is. */
export function formatFarm(moment: number | Date, pattern: string, zone: FarmZone): string {
  const ts = typeof moment === 'number' ? moment : moment.getTime();
  if (!Number.isFinite(ts)) return 'Invalid Date';
  const p = farmParts(ts, zone);
  return pattern.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return String(p.year).padStart(4, '0');
      case 'MM':
        return two(p.month);
      case 'DD':
        return two(p.day);
      case 'HH':
        return two(p.hour);
      case 'mm':
        return two(p.minute);
      default:
        return two(p.second);
    }
  });
}

/** The farm day 'YYYY-MM-DD' of `ts`. */
export const farmDay = (ts: number, zone: FarmZone): string => formatFarm(ts, 'YYYY-MM-DD', zone);

/** Minutes since the farm's midnight at `ts` (what day/night windows and schedules compare). */
export function farmMinuteOfDay(ts: number, zone: FarmZone): number {
  const p = farmParts(ts, zone);
  return p.hour * 60 + p.minute;
}

/** Whether two moments fall on the same farm day. */
export const sameFarmDay = (a: number, b: number, zone: FarmZone): boolean =>
  farmDay(a, zone) === farmDay(b, zone);

/** The zone's offset from UTC at `ts`, in ms (UTC+8: 28 800 000). */
export function zoneOffsetMs(ts: number, zone: FarmZone): number {
  const p = farmParts(ts, zone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ts / 1000) * 1000;
}

/**
 * The instant the farm's clock reads these parts; null when that reading does not exist (a day like
 * 02-30, or the hour skipped when the clocks go forward). Of a reading that happens twice (the hour
 * repeated when they go back) the earlier one.
 */
export function farmInstant(parts: FarmParts, zone: FarmZone): number | null {
  const { year, month, day, hour, minute, second } = parts;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (!Number.isFinite(wall)) return null;
  // The offsets a day either side cover any change; the earlier instant that reads back right wins.
  const candidates = [
    wall - zoneOffsetMs(wall - 86_400_000, zone),
    wall - zoneOffsetMs(wall + 86_400_000, zone),
  ];
  const fits = candidates
    .filter((ts) => {
      const p = farmParts(ts, zone);
      return p.year === year && p.month === month && p.day === day && p.hour === hour && p.minute === minute;
    })
    .sort((a, b) => a - b);
  return fits[0] ?? null;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** 'YYYY-MM-DD', 'YYYY-MM-DDTHH:mm[:ss]' (a date or datetime-local field) on the farm's clock to epoch ms. */
export function parseFarmDateTime(text: string, zone: FarmZone): number | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const real = new Date(Date.UTC(year, month - 1, day));
  if (real.getUTCMonth() !== month - 1) return null; // 02-30 and the like
  return farmInstant({ year, month, day, hour, minute, second }, zone);
}

/** 'YYYY-MM-DDTHH:mm' for a datetime-local field showing `ts` on the farm's clock. */
export const farmDateTimeField = (ts: number, zone: FarmZone): string =>
  formatFarm(ts, 'YYYY-MM-DDTHH:mm', zone);

/**
 * A farm day as instants: from its midnight (inclusive) to the next one (exclusive); 23 or 25 hours
 * long on a daylight-saving change. Null when `day` is not a date.
 */
export function farmDayRange(day: string, zone: FarmZone): { from: number; to: number } | null {
  const from = startOfFarmDay(day, zone);
  if (from === null) return null;
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const to = startOfFarmDay(next, zone);
  return to === null ? null : { from, to };
}

/** The first instant of a farm day (its midnight, or the first minute after a skipped one). */
function startOfFarmDay(day: string, zone: FarmZone): number | null {
  const midnight = parseFarmDateTime(`${day}T00:00`, zone);
  if (midnight !== null) return midnight;
  // Zones that move their clocks at midnight skip it: the day starts an hour later.
  return parseFarmDateTime(`${day}T01:00`, zone);
}

/** The instant of farm clock 'HH:mm' on the farm day of `dayOf`; null when it is not a clock time. */
export function farmClockOn(clock: string, dayOf: number, zone: FarmZone): number | null {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(clock.trim())) return null;
  return parseFarmDateTime(`${farmDay(dayOf, zone)}T${clock.trim()}`, zone);
}

/** The browser's own zone name ('UTC' when it says none). */
export function deviceZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** 'UTC+8', 'UTC-4:30', 'UTC' for the zone's offset at `ts`. */
export function utcOffsetLabel(ts: number, zone: FarmZone): string {
  const minutes = Math.round(zoneOffsetMs(ts, zone) / 60_000);
  if (minutes === 0) return 'UTC';
  const abs = Math.abs(minutes);
  const sign = minutes < 0 ? '-' : '+';
  return `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${two(abs % 60)}` : ''}`;
}

/** Whether the farm's clock reads differently from the device's at `ts` (then screens name the zone). */
export const differsFromDevice = (ts: number, zone: FarmZone): boolean =>
  zone !== null && zoneOffsetMs(ts, zone) !== zoneOffsetMs(ts, null);

/**
 * The farm's date at `ts` as the device's midnight of that same date: for helpers that count
 * calendar days on a Date (cost dates, days since planting), so "today" is the farm's today.
 */
export function farmToday(ts: number, zone: FarmZone): Date {
  const p = farmParts(ts, zone);
  return new Date(p.year, p.month - 1, p.day);
}
