// Whole calendar days between moments, and "before today" on the backend's dash dates, without dayjs
// (the payment guard that reads them loads with /login). app/lib/dates.ts re-exports them.
import type { Dayjs } from 'dayjs';
import { now } from './world-time';

const DASH_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Anything that names a moment: a Dayjs, a Date or a ms timestamp. */
export type Moment = Dayjs | Date | number;

const toDate = (moment: Moment): Date =>
  moment instanceof Date ? moment : typeof moment === 'number' ? new Date(moment) : moment.toDate();

/** 'YYYY-MM-DD' (or 'YYYY-M-D') as local midnight of that calendar day; null when it is not a real date. */
export function dashDay(text: string): Date | null {
  const match = DASH_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date rolls 2024-02-30 over into March: a real date reads back the same.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

// Whole calendar days counted on the UTC calendar, so a daylight-saving change never makes 23 or 25 hours.
const dayNumber = (moment: Moment): number => {
  const d = toDate(moment);
  return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS;
};

/** Calendar days from `from` to `to`: positive when `to` is later, 0 on the same day whatever the hour. */
export function daysBetween(from: Moment, to: Moment): number {
  return dayNumber(to) - dayNumber(from);
}

/** Days from today to the dash date (negative: already past); null when it is not a date. */
export function daysFromToday(text: string, today: Moment = now()): number | null {
  const date = dashDay(text);
  return date === null ? null : daysBetween(today, date);
}

/** Payment guard: true when the dash date is earlier than today (a date that cannot be read is not). */
export function isBeforeToday(text: string, today: Moment = now()): boolean {
  const days = daysFromToday(text, today);
  return days !== null && days < 0;
}
