// The farm's time of day in e2e specs. The world clock is shared by every spec of a worker and moved
// by them (steps, jumps, scenarios that start at noon), so a spec that needs an hour brings the world
// to it instead of assuming the harness's first moment.
import type { APIRequestContext } from '@playwright/test';
import { world } from './world.ts';

export const minuteMs = 60_000;
/** The controllers' time zone, Asia/Shanghai: UTC+8 all year. */
const utcOffsetMin = 8 * 60;

/** The farm's minute of the day (0-1439) at `now` (epoch ms). */
export const localMinute = (now: number) => Math.floor((now / minuteMs + utcOffsetMin) % 1440);

/** A minute of the day as the farm's clock shows it, 'hh:mm'. */
export const clockText = (minute: number) => {
  const m = ((Math.round(minute) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * The evening and night, when the demo farm's automation starts no irrigation of its own: the time
 * plan waters 06:30, 10:30 and 14:30 inside 06:00-18:00 and the radiation plan needs the sun, so by
 * 19:00 the day's last run has ended and none starts before 06:00.
 */
const quietFrom = 19 * 60;
const quietUntil = 6 * 60;

/**
 * Brings the world into those hours: a jump to 19:00 when the farm's clock is between 06:00 and
 * 19:00, nothing otherwise. Answers the world's now.
 */
export async function toIrrigationQuietHours(request: APIRequestContext): Promise<number> {
  const now = await world.now(request);
  const minute = localMinute(now);
  if (minute >= quietFrom || minute < quietUntil) return now;
  return world.jump(request, (quietFrom - minute) * minuteMs);
}
