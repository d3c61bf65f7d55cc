/**
 * History ranges: the presets (24 h, 7 d, 30 d) and a custom from/to, checked, and the step that
 * keeps each series near 300-400 points (readable on a phone, one answer per query).
 */
import { parseFarmDateTime, type FarmZone } from '../../../lib/farm-time';

export type RangeKey = '24h' | '7d' | '30d' | 'custom';
export const rangeKeys: readonly RangeKey[] = ['24h', '7d', '30d', 'custom'];

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const presetSpans: Record<Exclude<RangeKey, 'custom'>, number> = {
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
};

/** The longest custom range the screen asks for. */
export const MAX_RANGE_DAYS = 92;
/** The protocol's limit of sensors per history query. */
export const MAX_SENSORS = 50;

const steps = [
  5 * SECOND,
  10 * SECOND,
  30 * SECOND,
  MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
];
const TARGET_POINTS = 400;

/**
 * The smallest step that keeps a span at or under ~400 points: 24 h -> 5 min, 7 d -> 30 min, 30 d -> 2 h;
 * a short custom range goes down to 5 s, the controller's reading cadence.
 */
export function stepFor(spanMs: number): number {
  return steps.find((step) => spanMs / step <= TARGET_POINTS) ?? DAY;
}

export type Window = { from: number; to: number; step: number };
export type RangeError = 'rangeMissing' | 'rangeInvalid' | 'rangeFuture' | 'rangeTooLong';
export type RangeCheck = { ok: true; value: Window } | { ok: false; error: RangeError };

/** A preset ending now. */
export function presetWindow(key: Exclude<RangeKey, 'custom'>, now: number): Window {
  const span = presetSpans[key];
  return { from: now - span, to: now, step: stepFor(span) };
}

/** A custom range as typed in two datetime-local fields ('YYYY-MM-DDTHH:mm', the farm's clock). */
export function customWindow(fromText: string, toText: string, now: number, zone: FarmZone): RangeCheck {
  const from = parseFarmDateTime(fromText, zone);
  const to = parseFarmDateTime(toText, zone);
  if (from === null || to === null) return { ok: false, error: 'rangeMissing' };
  if (from >= to) return { ok: false, error: 'rangeInvalid' };
  if (to > now + MINUTE) return { ok: false, error: 'rangeFuture' };
  if (to - from > MAX_RANGE_DAYS * DAY) return { ok: false, error: 'rangeTooLong' };
  return { ok: true, value: { from, to, step: stepFor(to - from) } };
}

/** A step as the grower reads it: minutes, hours or days with their unit key. */
export function describeStep(step: number): {
  key: 'stepSeconds' | 'stepMinutes' | 'stepHours' | 'stepDays';
  n: number;
} {
  if (step >= DAY && step % DAY === 0) return { key: 'stepDays', n: step / DAY };
  if (step >= HOUR && step % HOUR === 0) return { key: 'stepHours', n: step / HOUR };
  if (step >= MINUTE && step % MINUTE === 0) return { key: 'stepMinutes', n: step / MINUTE };
  return { key: 'stepSeconds', n: Math.round(step / SECOND) };
}
