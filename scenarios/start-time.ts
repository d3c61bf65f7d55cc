/** When a scenario starts on a clock: its instant, or the next moment its local time of day comes round. */
import { defaultSteppedStart } from '../simulator/clock.ts';
import type { CheckedScenario } from './scenario.ts';

/** The farm's offset from UTC (Asia/Shanghai, no daylight saving). */
const farmOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

/**
 * The first instant at or after `from` where the scenario starts: its ISO instant (an error when
 * that is already past: a clock never goes back), or the next local `timeOfDay`; no start: `from`.
 */
export function startOf(def: Pick<CheckedScenario, 'start'>, from: number): number {
  const start = def.start;
  if (!start) return from;
  if ('iso' in start) {
    const at = Date.parse(start.iso);
    if (at < from)
      throw new Error(`the clock is already past ${start.iso}; reset to an earlier time cannot go back`);
    return at;
  }
  const [h, m] = start.timeOfDay.split(':').map(Number) as [number, number];
  const wanted = (h * 60 + m) * 60_000;
  const local = from + farmOffsetMs;
  const dayStart = local - (((local % dayMs) + dayMs) % dayMs);
  let at = dayStart + wanted - farmOffsetMs;
  if (at < from) at += dayMs;
  return at;
}

/** Where a scenario's own clock starts: the stepped default day (2025-06-01), at its start. */
export const ownStartOf = (def: Pick<CheckedScenario, 'start'>) => startOf(def, defaultSteppedStart);
