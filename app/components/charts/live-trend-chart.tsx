/**
 * A sensor's trend: history (e.g. the last 24 h, given as `history`) continued by the live points as
 * they arrive. Only this component re-renders on new readings, at most once per `throttleMs`: the
 * screen around it does not (it subscribes to the trend buffer, not to the readings store).
 */
import { useMemo } from 'react';
import { HistoryChart } from './history-chart';
import { joinTrend, useThrottledTrend } from './trend';
import type { ChartSeries, Point } from './series';
import type { ZoomRange } from './zoom';

export { joinTrend, useThrottledTrend } from './trend';

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
