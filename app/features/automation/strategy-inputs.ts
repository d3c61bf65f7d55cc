// A strategy's live inputs as the controller combines them: its data sources over the live readings.
import type { DataSource } from '../../../protocol/live/system.ts';

export type LiveValue = { v: number | null; q: number };

/** The value of one reading when it is good (quality 0), else null. */
export const good = (reading: LiveValue | undefined): number | null =>
  reading && reading.q === 0 && reading.v !== null ? reading.v : null;

/**
 * A data source's value now: its sensors' good readings combined by `mode` (avg, min, max, first in
 * order); the fallback sensor when none of them reads; null when nothing reads.
 */
export function inputValue(source: DataSource, bySid: Record<number, LiveValue | undefined>): number | null {
  const values = source.sids.map((sid) => good(bySid[sid])).filter((v): v is number => v !== null);
  if (values.length === 0) return source.fallbackSid === null ? null : good(bySid[source.fallbackSid]);
  switch (source.mode) {
    case 'avg':
      return values.reduce((sum, v) => sum + v, 0) / values.length;
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    case 'first':
      return values[0] ?? null;
  }
}

/** A number as the screens show it: at most one decimal. */
export const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);
