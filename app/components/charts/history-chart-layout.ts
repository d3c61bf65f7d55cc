/**
 * Where HistoryChart and its sketch put things, so both draw the same picture: the plot inside its
 * margins and axes, the value axes' ticks, the legend's names.
 */
import type { ChartRow, ChartSeries } from './series';
import { extentOf, niceTicks } from './sketch';

export type { HistoryChartProps } from './history-chart';

/** HistoryChart's margins (px): a little room above the plot and right of it. */
export const chartMargin = { top: 8, right: 8, bottom: 0, left: 0 } as const;
/** A shown value axis's width, the time axis's height and the brush's height (px). */
export const axisWidth = 48;
export const timeAxisHeight = 30;
export const brushHeight = 24;

/** The plot area of a chart `width` × `height` (legend excluded) with `axes` value axes. */
export function chartLayout(width: number, height: number, axes: number, brush: boolean) {
  const left = chartMargin.left + axisWidth;
  const right = width - chartMargin.right - (axes > 1 ? axisWidth : 0);
  const top = chartMargin.top;
  const bottom = height - chartMargin.bottom - timeAxisHeight - (brush ? brushHeight : 0);
  return {
    left,
    right,
    top,
    bottom,
    width: right - left,
    height: bottom - top,
    brushTop: bottom + timeAxisHeight,
    chartWidth: width,
  };
}

/** One value axis per unit, in the order the series bring them, with its ticks over these rows. */
export function valueAxes(series: readonly ChartSeries[], rows: readonly ChartRow[]) {
  const units = [...new Set(series.map((s) => s.unit ?? ''))];
  return units.map((unit) => {
    const keys = series.filter((s) => (s.unit ?? '') === unit).map((s) => s.key);
    const extent = extentOf(rows, keys);
    return { unit, ticks: extent ? niceTicks(extent[0], extent[1]) : [] };
  });
}

/** A series' name in the legend: with its unit when it has one. */
export const legendName = (s: ChartSeries) => (s.unit ? `${s.name} (${s.unit})` : s.name);
