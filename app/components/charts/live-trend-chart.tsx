/**
 * A sensor's trend: history (e.g. the last 24 h, given as `history`) continued by the live points as
 * they arrive. Only this component re-renders on new readings, at most once per `throttleMs`: the
 * screen around it does not (it subscribes to the trend buffer, not to the readings store).
 */
import { useMemo, useSyncExternalStore } from 'react';
import { HistoryChart } from './history-chart';
import { subscribeTrend, trendOf } from '../../stores/live-trend-store';
import type { ChartSeries, Point } from './series';
import type { ZoomRange } from './zoom';

export type LiveTrendChartProps = {
  sid: number;
  name: string;
  unit?: string;
  color?: string;
  history?: readonly Point[];
  height?: number;
  throttleMs?: number;
  /** Zoom: pass both to let the grower zoom (the brush shows then). */
  zoom?: ZoomRange | null;
  onZoom?: (range: ZoomRange | null) => void;
  ariaLabel?: string;
};

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
    subscribe(changed: () => void) {
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

export function LiveTrendChart({
  sid,
  name,
  unit,
  color,
  history = [],
  height = 240,
  throttleMs = 1000,
  zoom,
  onZoom,
  ariaLabel,
}: LiveTrendChartProps) {
  const live = useThrottledTrend(sid, throttleMs);
  const series = useMemo<ChartSeries[]>(
    () => [{ key: String(sid), name, unit, color, points: joinTrend(history, live) }],
    [sid, name, unit, color, history, live],
  );
  return (
    <HistoryChart
      series={series}
      height={height}
      zoom={zoom}
      onZoom={onZoom}
      brush={onZoom !== undefined}
      ariaLabel={ariaLabel ?? name}
    />
  );
}
