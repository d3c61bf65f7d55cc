// A sensor's trend data without the chart: history joined with live points, and a throttled view of
// the live points. Kept apart from live-trend-chart.tsx so screens use them without loading recharts.
import { useMemo, useSyncExternalStore } from 'react';
import { subscribeTrend, trendOf } from '../../stores/live-trend-store';
import type { Point } from './series';

/** History followed by the live points newer than its last one. */
export function joinTrend(history: readonly Point[], live: readonly Point[]): Point[] {
  const lastTs = history[history.length - 1]?.[0] ?? -Infinity;
  return [...history, ...live.filter((p) => p[0] > lastTs)];
}

/** A throttled view of one sensor's trend, as an external store for useSyncExternalStore. */
function throttledTrend(sid: number, throttleMs: number) {
  let snapshot = trendOf(sid);
  return {
    snapshot: () => snapshot,
    subscribe: (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout> | null = null;
      snapshot = trendOf(sid);
      const off = subscribeTrend(sid, () => {
        timer ??= setTimeout(() => {
          timer = null;
          snapshot = trendOf(sid);
          changed();
        }, throttleMs);
      });
      return () => {
        off();
        if (timer !== null) clearTimeout(timer);
      };
    },
  };
}

/** The live points of `sid`, updated at most once per `throttleMs`. */
export function useThrottledTrend(sid: number, throttleMs: number): Point[] {
  const store = useMemo(() => throttledTrend(sid, throttleMs), [sid, throttleMs]);
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
