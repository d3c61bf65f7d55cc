/**
 * The latest live reading of each sensor, keyed by sid. Readings are batched: `ingest` only fills a
 * buffer (latest value per sid wins) and one store update applies it every `flushMs`, so 200
 * readings/s cost a handful of renders per second. Charts that want every batch without rendering
 * subscribe with `useLiveReadingsStore.subscribe`. The controller publishes sensor/data retained, so
 * on subscribing (a direct load, a base switch) the broker's copy of the last one comes at once:
 * `lastKnown` says the values are that copy until the first live message.
 */
import { create } from 'zustand';
import type { Reading, SensorData } from '../../protocol/live/sensor.ts';

export type LiveReading = Reading & { ts: number; sn: string };

export type LiveReadingsState = {
  bySid: Record<number, LiveReading>;
  /** Time of the newest applied reading (controller clock, ms), null before any. */
  updatedAt: number | null;
  /** True while every value shown came from the broker's retained copy (no live message yet). */
  lastKnown: boolean;
};

/** ~6-7 updates a second: smooth for a grower, cheap for the page. */
export const defaultFlushMs = 150;

const initial = (): LiveReadingsState => ({ bySid: {}, updatedAt: null, lastKnown: false });

export const useLiveReadingsStore = create<LiveReadingsState>()(initial);

const buffer = new Map<number, LiveReading>();
let timer: ReturnType<typeof setTimeout> | null = null;
let flushMs = defaultFlushMs;
let newest: number | null = null;
let liveSeen = false;

export const liveReadingsActions = {
  /** Buffers one sensor/data message (`retained`: the broker's copy); the store changes at the next flush. */
  ingest(data: SensorData, retained = false): void {
    // A retained copy (again on a reconnect) never replaces a newer live value.
    const shown = useLiveReadingsStore.getState().bySid;
    for (const reading of data.readings) {
      const known = buffer.get(reading.sid) ?? shown[reading.sid];
      if (retained && known && known.ts > data.ts) continue;
      buffer.set(reading.sid, { ...reading, ts: data.ts, sn: data.sn });
    }
    if (!retained) liveSeen = true;
    newest = Math.max(newest ?? data.ts, data.ts);
    timer ??= setTimeout(() => liveReadingsActions.flush(), flushMs);
  },
  /** Applies the buffer now in one update (also what the timer calls). */
  flush(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (buffer.size === 0) return;
    const batch = Object.fromEntries(buffer);
    buffer.clear();
    useLiveReadingsStore.setState((s) => ({
      bySid: { ...s.bySid, ...batch },
      updatedAt: newest,
      lastKnown: !liveSeen,
    }));
  },
  /** Forgets everything (base switch, logout); a pending flush is cancelled. */
  clear(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    buffer.clear();
    newest = null;
    liveSeen = false;
    useLiveReadingsStore.setState(initial());
  },
  setFlushMs(ms: number): void {
    flushMs = ms;
  },
};

export const useLiveReading = (sid: number) => useLiveReadingsStore((s) => s.bySid[sid]);
