/**
 * A live sparkline of one sensor: the last points as a small line. It never re-renders: it listens
 * to the trend buffer and rewrites its SVG path in place, so a page with dozens of them stays calm
 * at 200 readings a second.
 */
import { useEffect, useRef } from 'react';
import { subscribeTrend, trendOf } from '../../stores/live-trend-store';
import type { Point } from './series';

export type LiveSparklineProps = {
  sid: number;
  width?: number;
  height?: number;
  color?: string;
  /** Points to show before live ones arrive (e.g. the last hour of history). */
  seed?: readonly Point[];
  /** Read by screen readers; the sparkline is decoration when absent. */
  ariaLabel?: string;
};

/** The SVG path `d` of points scaled into width x height (2 px padding); '' for fewer than 2 values. */
export function sparklinePath(points: readonly Point[], width: number, height: number): string {
  const valid = points.filter((p): p is readonly [number, number] => p[1] !== null && Number.isFinite(p[1]));
  if (valid.length < 2) return '';
  const t0 = valid[0]![0];
  const t1 = valid[valid.length - 1]![0];
  let lo = Infinity;
  let hi = -Infinity;
  for (const [, v] of valid) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
  // At least 2 % of the value's size top to bottom, so sensor noise does not look like a swing.
  const minSpan = Math.max(Math.abs(lo), Math.abs(hi)) * 0.02;
  if (hi - lo < minSpan) [lo, hi] = [(lo + hi - minSpan) / 2, (lo + hi + minSpan) / 2];
  const pad = 2;
  const x = (ts: number) => pad + ((ts - t0) / (t1 - t0 || 1)) * (width - 2 * pad);
  const y = (v: number) => height - pad - (hi === lo ? 0.5 : (v - lo) / (hi - lo)) * (height - 2 * pad);
  return valid.map(([ts, v], i) => `${i === 0 ? 'M' : 'L'}${x(ts).toFixed(1)},${y(v).toFixed(1)}`).join('');
}

export function LiveSparkline({
  sid,
  width = 96,
  height = 28,
  color = 'currentColor',
  seed,
  ariaLabel,
}: LiveSparklineProps) {
  const pathRef = useRef<SVGPathElement>(null);
  useEffect(() => {
    const draw = (live: Point[]) => {
      const since = live[0]?.[0] ?? Infinity;
      const points = [...(seed ?? []).filter((p) => p[0] < since), ...live];
      pathRef.current?.setAttribute('d', sparklinePath(points, width, height));
    };
    draw(trendOf(sid));
    return subscribeTrend(sid, draw);
  }, [sid, seed, width, height]);
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role={ariaLabel ? 'img' : undefined}
      aria-label={ariaLabel}
      aria-hidden={ariaLabel ? undefined : true}
      data-testid={`sparkline-${sid}`}
      style={{ display: 'block', overflow: 'visible' }}
    >
      <path ref={pathRef} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
