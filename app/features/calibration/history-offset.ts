/**
 * The farm's offset from UTC for a fit's history: the controller's day and night set points follow the
 * farm's wall clock, so the replay's offset is its zone's, taken at the held-out (last) day's middle,
 * the day the fit is judged on and named by. A week that crosses a clock change keeps the last day's.
 */
import { zoneOffsetMs, type FarmZone } from '../../lib/farm-time';

const dayMs = 86_400_000;

/** Minutes the farm is ahead of UTC on the history ending at `to` (epoch ms). */
export function historyUtcOffsetMin(to: number, zone: FarmZone): number {
  return Math.round(zoneOffsetMs(to - dayMs / 2, zone) / 60_000);
}
