/**
 * The recent live points of every sensor, for sparklines and live trends. The readings store keeps
 * only the latest reading per sid; this keeps the last `capacity` of them, filled by one subscription
 * to the store (docs/design/style.md: high-rate data reaches charts by subscription, never by a page render).
 * Listeners hear about the sids that got a new point, once per store flush.
 */
import { useLiveReadingsStore, type LiveReadingsState } from './live-readings-store';

/** A trend point, `[ts, v]` (the charts' Point). */
export type Point = readonly [ts: number, v: number | null];

/** Points kept per sensor: ~10 minutes at a 5 s cadence. */
export const TREND_CAPACITY = 120;

type Listener = (changed: ReadonlySet<number>) => void;

const trends = new Map<number, Point[]>();
const listeners = new Set<Listener>();
let unsubscribeStore: (() => void) | null = null;

function onStore(state: LiveReadingsState, previous: LiveReadingsState): void {
  if (Object.keys(state.bySid).length === 0) {
    trends.clear(); // base switch or logout: the old base's points mean nothing now
    return;
  }
  const changed = new Set<number>();
  for (const [key, reading] of Object.entries(state.bySid)) {
    const before = previous.bySid[Number(key)];
    if (before && before.ts === reading.ts && before.v === reading.v) continue;
    const points = trends.get(reading.sid) ?? [];
    const last = points[points.length - 1];
    if (last && last[0] === reading.ts) points[points.length - 1] = [reading.ts, reading.v];
    else points.push([reading.ts, reading.v]);
    if (points.length > TREND_CAPACITY) points.splice(0, points.length - TREND_CAPACITY);
    trends.set(reading.sid, points);
    changed.add(reading.sid);
  }
  if (changed.size > 0) for (const listener of [...listeners]) listener(changed);
}

/** Starts recording (idempotent); the first use of any live chart calls it. */
export function startTrendRecording(): void {
  if (unsubscribeStore) return;
  const now = useLiveReadingsStore.getState();
  onStore(now, { bySid: {}, updatedAt: null, lastKnown: false });
  unsubscribeStore = useLiveReadingsStore.subscribe(onStore);
}

/** Stops recording and forgets every point (tests). */
export function resetTrends(): void {
  unsubscribeStore?.();
  unsubscribeStore = null;
  trends.clear();
}

/** The recorded points of one sensor, oldest first (a copy). */
export function trendOf(sid: number): Point[] {
  return [...(trends.get(sid) ?? [])];
}

/** Calls `listener(sid points)` whenever `sid` gets a new point; returns the unsubscribe. */
export function subscribeTrend(sid: number, listener: (points: Point[]) => void): () => void {
  startTrendRecording();
  const wrapped: Listener = (changed) => {
    if (changed.has(sid)) listener(trendOf(sid));
  };
  listeners.add(wrapped);
  return () => listeners.delete(wrapped);
}
