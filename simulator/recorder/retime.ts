/**
 * A replay shows a recorded incident as happening now: epoch timestamps in a payload (`ts`, `since`,
 * `at`, …) move by one shift, so the app's "updated at", charts and alarm times read the world's
 * time, and ages between them stay as recorded. The sn moves with the base when replayed elsewhere.
 */
import { jsonField } from '../unknown-data.ts';
import type { TraceEntry } from './trace.ts';

/** Numbers this large in a time-named field are epoch milliseconds (after 2001-09-09). */
const epochFloor = 1e12;
const timeKey = /^(ts|since|at|time|from|to|start|end|startedAt|endedAt|until|lastSeen)$/;
const text = new TextDecoder('utf-8', { fatal: true });
const encoder = new TextEncoder();

function shifted(
  value: unknown,
  shiftMs: number,
  sn: { from: string; to: string } | undefined,
  key = '',
): unknown {
  if (Array.isArray(value)) return value.map((v) => shifted(v, shiftMs, sn, key));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = shifted(v, shiftMs, sn, k);
    return out;
  }
  if (typeof value === 'number' && timeKey.test(key) && value > epochFloor) return value + shiftMs;
  if (key === 'sn' && sn && value === sn.from) return sn.to;
  return value;
}

/** Where the recording started on its own clock: the first reading's ts minus its t (undefined: no readings). */
export function recordingStart(entries: readonly TraceEntry[]): number | undefined {
  for (const entry of entries) {
    if (!entry.topic.endsWith('/sensor/data') || entry.malformed || typeof entry.payload !== 'string')
      continue;
    try {
      const ts = jsonField(entry.payload, 'ts');
      if (typeof ts === 'number' && ts > epochFloor) return ts - entry.t;
    } catch {
      // not JSON: the next reading tells
    }
  }
  return undefined;
}

/** The entry's bytes with its times moved by shiftMs (and its sn renamed); other payloads as they are. */
export function retimed(entry: TraceEntry, shiftMs: number, sn?: { from: string; to: string }): Uint8Array {
  if (entry.malformed || typeof entry.payload !== 'string' || (shiftMs === 0 && !sn)) return entry.bytes;
  let value: unknown;
  try {
    value = JSON.parse(text.decode(entry.bytes));
  } catch {
    return entry.bytes;
  }
  return encoder.encode(JSON.stringify(shifted(value, shiftMs, sn)));
}
