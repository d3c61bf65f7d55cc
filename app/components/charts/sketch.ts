/**
 * The pure steps of the chart sketch (history-sketch.tsx): the value axis's ticks as recharts picks
 * them for a domain of ['auto', 'auto'], which time labels fit side by side, and a line's SVG path.
 */
import type { ChartRow } from './series';

/** Rounds away binary noise (0.1 + 0.2) so ticks read as the decimals they are. */
const clean = (v: number) => Number(v.toPrecision(12));

/** Digits before the decimal point of |v| (recharts' getDigitCount). */
const digitCount = (v: number) => (v === 0 ? 1 : Math.floor(Math.log10(Math.abs(v))) + 1);

/** A step easy to read near `rough`, `correction` steps of 5 % (or 10 %) larger (recharts' getAdaptiveStep). */
function adaptiveStep(rough: number, correction: number): number {
  if (rough <= 0) return 0;
  const digits = digitCount(rough);
  const magnitude = 10 ** digits;
  const scale = digits !== 1 ? 0.05 : 0.1;
  return clean((Math.ceil(clean(rough / magnitude / scale)) + correction) * scale * magnitude);
}

/**
 * `count` evenly stepped ticks covering [min, max], as recharts' getNiceTickValues draws an axis with
 * `domain={['auto', 'auto']}` and the default tick count, so the sketch and the chart agree.
 */
export function niceTicks(min: number, max: number, count = 5, correction = 0): number[] {
  const [lo, hi] = min <= max ? [min, max] : [max, min];
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return [];
  if (lo === hi) {
    // One value: ticks a unit (or a decimal under 1) apart around it; 0 starts the ticks.
    const below = Math.floor((count - 1) / 2);
    const fraction = !Number.isInteger(lo) && Math.abs(lo) < 1;
    const step = fraction ? 10 ** (digitCount(lo) - 1) : 1;
    const middle = lo === 0 ? below : fraction ? Math.floor(lo / step) * step : Math.floor(lo);
    return Array.from({ length: count }, (_, i) => clean(middle + (i - below) * step));
  }
  const step = adaptiveStep((hi - lo) / (count - 1), correction);
  const middle = lo <= 0 && hi >= 0 ? 0 : clean((lo + hi) / 2 - (((lo + hi) / 2) % step));
  let below = Math.ceil(clean((middle - lo) / step));
  let up = Math.ceil(clean((hi - middle) / step));
  const needed = below + up + 1;
  if (needed > count) return niceTicks(lo, hi, count, correction + 1);
  if (needed < count) {
    if (hi > 0) up += count - needed;
    else below += count - needed;
  }
  return Array.from({ length: below + up + 1 }, (_, i) => clean(middle + (i - below) * step));
}

/**
 * Which ticks to label, from the last one back, as recharts' default `preserveEnd` does: a tick shows
 * when its label fits between the axis's start and the previous label shown, `gap` px apart.
 */
export function ticksThatFit(
  ticks: readonly { x: number; width: number }[],
  start: number,
  end: number,
  gap: number,
): boolean[] {
  const shown = ticks.map(() => false);
  let room = end;
  for (let i = ticks.length - 1; i >= 0; i--) {
    const { x, width } = ticks[i]!;
    // The last label is pulled left to end at the axis's end, as recharts does.
    const at = i === ticks.length - 1 ? Math.min(x, end - width / 2) : x;
    if (at - width / 2 >= start && at + width / 2 <= room) {
      shown[i] = true;
      room = at - width / 2 - gap;
    }
  }
  return shown;
}

/** The SVG path of one series across rows: gaps (null or missing values) are bridged, as `connectNulls`. */
export function linePath(
  rows: readonly ChartRow[],
  key: string,
  x: (ts: number) => number,
  y: (v: number) => number,
): string {
  const parts: string[] = [];
  for (const row of rows) {
    const v = row[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    parts.push(`${parts.length === 0 ? 'M' : 'L'}${clean(x(row.ts))},${clean(y(v))}`);
  }
  return parts.join('');
}

/** The smallest and largest value of the series with these keys, or null when none has one. */
export function extentOf(rows: readonly ChartRow[], keys: readonly string[]): [number, number] | null {
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows)
    for (const key of keys) {
      const v = row[key];
      if (typeof v !== 'number' || !Number.isFinite(v)) continue;
      min = Math.min(min, v);
      max = Math.max(max, v);
    }
  return min <= max ? [min, max] : null;
}
