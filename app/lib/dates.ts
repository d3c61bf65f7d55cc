// Calendar dates as the backend sends them: dash-separated 'YYYY-MM-DD' (seed section 4, payment guard).
import dayjs, { type Dayjs } from 'dayjs';
import { now } from './world-time';

const DASH_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Anything that names a moment: a Dayjs, a Date or a ms timestamp. */
export type Moment = Dayjs | Date | number;

/** Parses 'YYYY-MM-DD' (or 'YYYY-M-D') as a local calendar day; null when it is not a real date. */
export function parseDashDate(text: string): Dayjs | null {
  const match = DASH_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = dayjs(new Date(year, month - 1, day));
  // new Date rolls 2024-02-30 over into March: a real date reads back the same.
  return date.year() === year && date.month() === month - 1 && date.date() === day ? date : null;
}

/** Formats a moment as 'YYYY-MM-DD' in local time. */
export function toDashDate(moment: Moment): string {
  return dayjs(moment).format('YYYY-MM-DD');
}

// Whole calendar days counted on the UTC calendar, so a daylight-saving change never makes 23 or 25 hours.
const dayNumber = (moment: Moment): number => {
  const d = dayjs(moment);
  return Date.UTC(d.year(), d.month(), d.date()) / DAY_MS;
};

/** Calendar days from `from` to `to`: positive when `to` is later, 0 on the same day whatever the hour. */
export function daysBetween(from: Moment, to: Moment): number {
  return dayNumber(to) - dayNumber(from);
}

/** Days from today to the dash date (negative: already past); null when it is not a date. */
export function daysFromToday(text: string, today: Moment = now()): number | null {
  const date = parseDashDate(text);
  return date === null ? null : daysBetween(today, date);
}

/** Payment guard: true when the dash date is earlier than today (a date that cannot be read is not). */
export function isBeforeToday(text: string, today: Moment = now()): boolean {
  const days = daysFromToday(text, today);
  return days !== null && days < 0;
}
