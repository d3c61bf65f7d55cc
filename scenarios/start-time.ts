/** When a scenario starts on a clock: its instant, or the next moment its local time of day comes round. */
import { defaultSteppedStart } from '../simulator/clock.ts';
import type { CheckedScenario } from './scenario.ts';

/** The farm's offset from UTC (Asia/Shanghai, no daylight saving). */
const farmOffsetMs = 8 * 3_600_000;
const dayMs = 86_400_000;

/**
 * The first instant at or after `from` where the scenario starts: its ISO instant, or once that is
 * past (a clock never goes back) the next time its farm time of day comes round (its world brings
 * its own day along: planting.ts); the next local `timeOfDay`; no start: `from`.
 */
export function startOf(def: Pick<CheckedScenario, 'start'>, from: number): number {
  const start = def.start;
  if (!start) return from;
  const wanted = 'iso' in start ? farmTimeOfDay(Date.parse(start.iso)) : minutesOf(start.timeOfDay) * 60_000;
  if ('iso' in start && Date.parse(start.iso) >= from) return Date.parse(start.iso);
  const local = from + farmOffsetMs;
  const dayStart = local - (((local % dayMs) + dayMs) % dayMs);
  let at = dayStart + wanted - farmOffsetMs;
  if (at < from) at += dayMs;
  return at;
}

const farmTimeOfDay = (at: number) => (((at + farmOffsetMs) % dayMs) + dayMs) % dayMs;
const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** Where a scenario's own clock starts: the stepped default day (2025-06-01), at its start. */
export const ownStartOf = (def: Pick<CheckedScenario, 'start'>) =>
  def.start && 'iso' in def.start ? Date.parse(def.start.iso) : startOf(def, defaultSteppedStart);
