// Calendar dates as the backend sends them: dash-separated 'YYYY-MM-DD' (seed section 4, payment guard).
// The day counting is app/lib/calendar-days.ts (no dayjs, for the guard on the first load).
import dayjs, { type Dayjs } from 'dayjs';
import { dashDay, type Moment } from './calendar-days';

export { daysBetween, daysFromToday, isBeforeToday, type Moment } from './calendar-days';

/** Parses 'YYYY-MM-DD' (or 'YYYY-M-D') as a local calendar day; null when it is not a real date. */
export function parseDashDate(text: string): Dayjs | null {
  const date = dashDay(text);
  return date === null ? null : dayjs(date);
}

/** Formats a moment as 'YYYY-MM-DD' in local time. */
export function toDashDate(moment: Moment): string {
  return dayjs(moment).format('YYYY-MM-DD');
}
