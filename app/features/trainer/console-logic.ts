// The trainer console's pure logic: texts in the chosen language, farm time, durations, the timeline's next note.
import type { RunExpectation, RunStep } from '../../../protocol/sim-world';
import { formatFarm, type FarmZone } from '../../lib/farm-time';

/** The simulated world's time zone (scenario starts are given in it), until the base names its own. */
export const farmTimeZone = 'Asia/Shanghai';

/** The clock's speed presets (x1 real time .. x3600 an hour a second). */
export const speedPresets = [1, 10, 60, 600, 3600] as const;

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;

export { localize } from '../../../protocol/sim-world';

/** Farm time of an epoch ms, e.g. "2026-11-25 14:05:09" (the base's zone; the world's when unknown). */
export const farmDateTime = (epochMs: number, zone: FarmZone = null): string =>
  formatFarm(epochMs, 'YYYY-MM-DD HH:mm:ss', zone ?? farmTimeZone);

/** A simulated time since a scenario's start, e.g. "0:00", "12:30", "1:05:00", "1d 2:00:00". */
export function runClock(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  let s = Math.floor(Math.abs(ms) / 1000);
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const body = h > 0 || days > 0 ? `${h}:${two(m)}:${two(sec)}` : `${m}:${two(sec)}`;
  return `${sign}${days > 0 ? `${days}d ` : ''}${body}`;
}

/** The index (in the list) of the next coming step that has a note: the one the trainer talks to next. */
export function nextNoteIndex(timeline: readonly RunStep[]): number {
  return timeline.findIndex(
    (s) => s.state === 'coming' && s.note !== null && s.note !== undefined && s.note !== '',
  );
}

/** Counts of expectation states, for the panel's summary line. */
export function expectationCounts(list: readonly RunExpectation[]): Record<RunExpectation['state'], number> {
  const counts = { pending: 0, met: 0, missed: 0 };
  for (const e of list) counts[e.state] += 1;
  return counts;
}

/** The run's progress in percent (0..100), for the progress bar. */
export function progressPercent(at: number, durationMs: number): number {
  if (durationMs <= 0) return 100;
  return Math.min(100, Math.max(0, (at / durationMs) * 100));
}

/** A speed as the trainer reads it: "×60". */
export const speedLabel = (speed: number): string => `×${speed}`;
