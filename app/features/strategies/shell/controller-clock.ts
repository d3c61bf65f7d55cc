/**
 * The controller's local clock for day/night windows: minutes since local midnight of a controller
 * time stamp in the base's time zone, and whether a minute lies in an `HH:MM`–`HH:MM` window the way
 * the controller decides it (model/automation/local-time.ts `inWindow`: end exclusive, across
 * midnight when end < start, all day when start = end).
 */
import { farmMinuteOfDay, type FarmZone } from '../../../lib/farm-time';

/** Minutes since local midnight of `ts` in `timeZone` (the browser's zone when unknown). */
export const localMinuteAt = (ts: number, timeZone?: FarmZone): number =>
  farmMinuteOfDay(ts, timeZone ?? null);

/** `HH:MM` as minutes since midnight (NaN when not a clock time). */
export function clockMinutes(clock: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

/** True if `minute` lies in [start, end); across midnight when end < start; start = end: all day. */
export function inClockWindow(minute: number, start: string, end: string): boolean {
  const a = clockMinutes(start);
  const b = clockMinutes(end);
  if (a === b) return true;
  return a < b ? minute >= a && minute < b : minute >= a || minute < b;
}
