/** Zoom of a time chart: a time range, the brush indices that show it, a drag turned into a range. */
import type { ChartRow } from './series';

export type ZoomRange = { from: number; to: number };

/** The first and last row index inside the range (the whole data when null or when nothing is inside). */
export function brushIndices(rows: readonly ChartRow[], zoom: ZoomRange | null): [number, number] {
  const last = Math.max(0, rows.length - 1);
  if (!zoom) return [0, last];
  const start = rows.findIndex((r) => r.ts >= zoom.from);
  let end = -1;
  for (let i = rows.length - 1; i >= 0; i--) {
    if (rows[i]!.ts <= zoom.to) {
      end = i;
      break;
    }
  }
  return start < 0 || end < start ? [0, last] : [start, end];
}

/** The timestamp of the row at a recharts active index (a number or a numeric string), else null. */
export function rowTs(rows: readonly ChartRow[], activeIndex: unknown): number | null {
  const index = typeof activeIndex === 'string' ? Number(activeIndex) : activeIndex;
  if (typeof index !== 'number' || !Number.isInteger(index)) return null;
  return rows[index]?.ts ?? null;
}

/** A drag from one time to another as a range (either direction); null for a click without a drag. */
export function zoomFromDrag(a: number, b: number): ZoomRange | null {
  if (a === b) return null;
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

/** `count` ticks spread evenly over [from, to] (one when the span is empty). */
export function evenTicks(from: number, to: number, count: number): number[] {
  if (!(to > from) || count < 2) return [from];
  return Array.from({ length: count }, (_, i) => Math.round(from + ((to - from) * i) / (count - 1)));
}
