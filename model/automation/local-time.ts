/** Local clock arithmetic for day/night, schedules and windows (HH:MM in the controller's zone). */

const dayMs = 86_400_000;

/** Minutes since local midnight (with fractions). */
export function localMinute(now: number, utcOffsetMin: number): number {
  const local = now + utcOffsetMin * 60_000;
  return (((local % dayMs) + dayMs) % dayMs) / 60_000;
}

/** Local day number since the epoch (changes at local midnight). */
export function localDay(now: number, utcOffsetMin: number): number {
  return Math.floor((now + utcOffsetMin * 60_000) / dayMs);
}

const parsed = new Map<string, number>();

/** 'HH:MM' → minutes since midnight (the protocol's clockTime is already validated). */
export function clockMinutes(clock: string): number {
  let minutes = parsed.get(clock);
  if (minutes === undefined) {
    const [h, m] = clock.split(':');
    minutes = Number(h) * 60 + Number(m);
    if (parsed.size < 10_000) parsed.set(clock, minutes); // a memo of the few times configured
  }
  return minutes;
}

/** True if `minute` lies in [start, end), across midnight when end < start; start = end: all day. */
export function inWindow(minute: number, start: string, end: string): boolean {
  const a = clockMinutes(start);
  const b = clockMinutes(end);
  if (a === b) return true;
  return a < b ? minute >= a && minute < b : minute >= a || minute < b;
}

/** True if local time passed `at` in (previous, now]; false on the first call (previous null). */
export function crossed(previous: number | null, now: number, utcOffsetMin: number, at: string): boolean {
  if (previous === null || now <= previous) return false;
  if (now - previous >= dayMs) return true;
  const from = localMinute(previous, utcOffsetMin);
  const to = localMinute(now, utcOffsetMin);
  const t = clockMinutes(at);
  return from <= to ? t > from && t <= to : t > from || t <= to;
}
