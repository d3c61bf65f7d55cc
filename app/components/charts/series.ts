/**
 * Chart data as the history answer gives it (`{ sid: [[ts, v], ...] }`) and the pure steps the charts
 * take on it: merge series into rows by time, min/avg/max, a window of rows, tick formats.
 */
import { formatFarm, type FarmZone } from '../../lib/farm-time';

/** One point of a series: epoch ms and the value (null: no reading in that step). */
export type Point = readonly [ts: number, v: number | null];

/** One line of a chart: `key` is unique in the chart (the sid as a string for sensors). */
export type ChartSeries = {
  key: string;
  name: string;
  unit?: string;
  color?: string;
  /** Decimals shown in tooltips and tables (default: 1 under 1000, else 0). */
  digits?: number;
  points: readonly Point[];
};

/** A merged row: `ts` plus one value per series key (missing keys: no point at that time). */
export type ChartRow = { ts: number } & Record<string, number | null>;

export type SeriesStats = { min: number; avg: number; max: number; count: number };

/** Merges series into rows sorted by time, one row per distinct timestamp. */
export function mergeSeries(series: readonly ChartSeries[]): ChartRow[] {
  const rows = new Map<number, ChartRow>();
  for (const s of series) {
    for (const [ts, v] of s.points) {
      const row: ChartRow = rows.get(ts) ?? { ts };
      row[s.key] = v;
      rows.set(ts, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.ts - b.ts);
}

/** Min, average and max of the non-null values in [from, to] (whole series when absent); null when none. */
export function seriesStats(points: readonly Point[], from = -Infinity, to = Infinity): SeriesStats | null {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let count = 0;
  for (const [ts, v] of points) {
    if (v === null || !Number.isFinite(v) || ts < from || ts > to) continue;
    min = Math.min(min, v);
    max = Math.max(max, v);
    sum += v;
    count++;
  }
  return count === 0 ? null : { min, avg: sum / count, max, count };
}

/** Rounds for display: 1 decimal for values under 1000 in magnitude, none above. */
export function formatValue(v: number | null | undefined, digits?: number): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '–';
  const d = digits ?? (Math.abs(v) >= 1000 ? 0 : 1);
  return v.toFixed(d);
}

/** A time tick on the farm's clock that fits the span shown: clock time within two days, else day and hour. */
export function timeTickFormat(spanMs: number, zone: FarmZone): (ts: number) => string {
  const pattern =
    spanMs <= 10 * 60_000
      ? 'HH:mm:ss'
      : spanMs <= 2 * 86_400_000
        ? 'HH:mm'
        : spanMs <= 10 * 86_400_000
          ? 'MM-DD HH:mm'
          : 'MM-DD';
  return (ts) => formatFarm(ts, pattern, zone);
}

/** The full farm timestamp shown in tooltips and exports. */
export const formatTimestamp = (ts: number, zone: FarmZone) => formatFarm(ts, 'YYYY-MM-DD HH:mm:ss', zone);

/** A fixed palette that reads on white and for common colour blindness (Okabe-Ito, darkened). */
export const seriesColors = [
  '#0072b2',
  '#d55e00',
  '#009e73',
  '#cc79a7',
  '#8c6d00',
  '#56b4e9',
  '#6a3d9a',
  '#000000',
] as const;

export const colorAt = (index: number): string => seriesColors[index % seriesColors.length] ?? '#0072b2';
