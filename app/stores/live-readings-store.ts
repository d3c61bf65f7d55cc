/**
 * The latest live reading of each sensor, keyed by sid. Readings are batched: `ingest` only fills a
 * buffer (latest value per sid wins) and one store update applies it every `flushMs`, so 200
 * readings/s cost a handful of renders per second. Charts that want every batch without rendering
 * subscribe with `useLiveReadingsStore.subscribe`.
 */
import { create } from 'zustand';
import type { Reading, SensorData } from '../../protocol/live/sensor.ts';

export type LiveReading = Reading & { ts: number; sn: string };

export type LiveReadingsState = {
  bySid: Record<number, LiveReading>;
  /** Time of the newest applied reading (controller clock, ms), null before any. */
  updatedAt: number | null;
};

/** ~6-7 updates a second: smooth for a grower, cheap for the page. */
export const defaultFlushMs = 150;

const initial = (): LiveReadingsState => ({ bySid: {}, updatedAt: null });

export const useLiveReadingsStore = create<LiveReadingsState>()(initial);

const buffer = new Map<number, LiveReading>();
let timer: ReturnType<typeof setTimeout> | null = null;
let flushMs = defaultFlushMs;
let newest: number | null = null;

export const liveReadingsActions = {
  /** Buffers one sensor/data message; the store changes at the next flush. */
  ingest(data: SensorData): void {
    for (const reading of data.readings) buffer.set(reading.sid, { ...reading, ts: data.ts, sn: data.sn });
    newest = Math.max(newest ?? data.ts, data.ts);
    timer ??= setTimeout(liveReadingsActions.flush, flushMs);
  },
  /** Applies the buffer now in one update (also what the timer calls). */
  flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (buffer.size === 0) return;
    const batch = Object.fromEntries(buffer);
    buffer.clear();
    useLiveReadingsStore.setState((s) => ({ bySid: { ...s.bySid, ...batch }, updatedAt: newest }));
  },
  /** Forgets everything (base switch, logout); a pending flush is cancelled. */
  clear(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    buffer.clear();
    newest = null;
    useLiveReadingsStore.setState(initial());
  },
  setFlushMs(ms: number): void {
    flushMs = ms;
  },
};

export const useLiveReading = (sid: number) => useLiveReadingsStore((s) => s.bySid[sid]);
