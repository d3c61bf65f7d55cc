/**
 * The farm's offset from UTC for a fit's history: the controller's day and night set points follow the
 * farm's wall clock, so the replay's offset is its zone's, taken at the held-out (last) day's middle,
 * the day the fit is judged on and named by. A week that crosses a clock change also lists where the
 * offset changes, so each day is replayed on the clock the controller kept that day.
 */
import { zoneOffsetMs, type FarmZone } from '../../lib/farm-time';

const dayMs = 86_400_000;

/** Minutes the farm is ahead of UTC on the history ending at `to` (epoch ms). */
export function historyUtcOffsetMin(to: number, zone: FarmZone): number {
  return Math.round(zoneOffsetMs(to - dayMs / 2, zone) / 60_000);
}

const hourMs = 3_600_000;
const minuteMs = 60_000;

/**
 * The farm's offsets over [from, to]: the one at `from`, then one from each instant the clocks
 * change (found hour by hour, then to the minute).
 */
export function historyOffsets(
  from: number,
  to: number,
  zone: FarmZone,
): { from: number; utcOffsetMin: number }[] {
  const minutesAt = (ts: number) => Math.round(zoneOffsetMs(ts, zone) / minuteMs);
  const offsets = [{ from, utcOffsetMin: minutesAt(from) }];
  for (let a = from; a < to; a += hourMs) {
    const b = Math.min(a + hourMs, to);
    if (minutesAt(b) === minutesAt(a)) continue;
    // The first whole minute on the new offset, by halving (in minutes: clocks change on one).
    let lo = Math.floor(a / minuteMs);
    let hi = Math.ceil(b / minuteMs);
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (minutesAt(mid * minuteMs) === minutesAt(a)) lo = mid;
      else hi = mid;
    }
    offsets.push({ from: hi * minuteMs, utcOffsetMin: minutesAt(b) });
  }
  return offsets;
}
