/**
 * Shared charts: a history line chart (zoom, brush, one axis per unit), a live sparkline that draws
 * without re-rendering, a live trend (history continued by live points) and the pure data helpers.
 */
export { HistoryChart, type HistoryChartProps } from './history-chart';
export { LiveSparkline, sparklinePath, type LiveSparklineProps } from './live-sparkline';
export { LiveTrendChart, joinTrend, useThrottledTrend, type LiveTrendChartProps } from './live-trend-chart';
export { startTrendRecording, subscribeTrend, trendOf, TREND_CAPACITY } from '../../stores/live-trend-store';
export {
  colorAt,
  formatTimestamp,
  formatValue,
  mergeSeries,
  seriesColors,
  seriesStats,
  timeTickFormat,
  type ChartRow,
  type ChartSeries,
  type Point,
  type SeriesStats,
} from './series';
export { brushIndices, zoomFromDrag, type ZoomRange } from './zoom';
