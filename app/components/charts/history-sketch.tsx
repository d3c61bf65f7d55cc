/**
 * The history chart drawn as plain SVG: the lines, axes, grid, brush strip and legend HistoryChart
 * draws, at the same places, without its interaction. Recharts lays a chart out in one main-thread
 * task of 150-250 ms on a phone's CPU; this draws the same picture in a few ms, and HistoryChart takes
 * its place once the grower points at, touches or focuses it (sketch-then-chart.tsx).
 */
import Box from '@mui/material/Box';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { colorAt, formatValue, mergeSeries, timeTickFormat } from './series';
import { chartLayout, legendName, valueAxes, type HistoryChartProps } from './history-chart-layout';
import { linePath, ticksThatFit } from './sketch';
import { evenTicks } from './zoom';
import { useFarmZone } from '../../live/hooks/use-farm-zone';

/** The drawing's size in px, followed as the page resizes; null before the first layout. */
function useSize() {
  const ref = useRef<SVGSVGElement>(null);
  const [size, setSize] = useState<{ width: number; height: number; font: string } | null>(null);
  useLayoutEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    const measure = () => {
      const { width, height } = svg.getBoundingClientRect();
      const font = `12px ${getComputedStyle(svg).fontFamily}`;
      setSize((old) => (old && old.width === width && old.height === height ? old : { width, height, font }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/** Width of each text at `font`, measured on a canvas (no layout of the page). */
function textWidths(texts: readonly string[], font: string): number[] {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return texts.map((t) => t.length * 7);
  context.font = font;
  return texts.map((t) => context.measureText(t).width);
}

const axisText = { fill: '#666', fontSize: 12 } as const;

/** The legend's entries in recharts' order: by name, as its default sorter compares strings. */
const legendOf = (series: HistoryChartProps['series']) =>
  series
    .map((s, i) => ({ key: s.key, name: legendName(s), color: s.color ?? colorAt(i) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

export function HistorySketch({
  series,
  height = 320,
  domain,
  brush = true,
  ariaLabel,
}: Omit<HistoryChartProps, 'zoom' | 'onZoom'>) {
  const rows = useMemo(() => mergeSeries(series), [series]);
  const zone = useFarmZone();
  const [ref, size] = useSize();
  const [t0, t1] = domain ?? [rows[0]?.ts ?? 0, rows[rows.length - 1]?.ts ?? 0];
  const axes = useMemo(() => valueAxes(series, rows), [series, rows]);

  const drawing = (() => {
    if (!size || size.width <= 0 || rows.length === 0) return null;
    const plot = chartLayout(size.width, size.height, axes.length, brush && rows.length > 2);
    const x = (ts: number) => plot.left + ((ts - t0) / (t1 - t0 || 1)) * plot.width;
    const ticks = evenTicks(t0, t1, 5);
    const tick = timeTickFormat(t1 - t0, zone);
    const labels = ticks.map((ts) => tick(ts));
    const widths = textWidths(labels, size.font);
    const fits = ticksThatFit(
      ticks.map((ts, i) => ({ x: x(ts), width: widths[i]! })),
      0,
      size.width,
      24,
    );
    return { plot, x, ticks, labels, widths, fits };
  })();

  return (
    <Box
      sx={{ width: '100%', height, display: 'flex', flexDirection: 'column', userSelect: 'none' }}
      role="figure"
      aria-label={ariaLabel}
      data-testid="history-chart"
      data-sketch=""
    >
      <svg ref={ref} width="100%" style={{ flex: '1 1 auto', minHeight: 0, display: 'block' }}>
        {drawing && (
          <Drawing {...drawing} axes={axes} rows={rows} series={series} brush={brush && rows.length > 2} />
        )}
      </svg>
      <ul style={{ padding: 0, margin: 0, textAlign: 'center', fontSize: 12 }}>
        {legendOf(series).map(({ key, name, color }) => (
          <li key={key} style={{ display: 'inline-block', marginRight: 10, whiteSpace: 'nowrap' }}>
            <LegendIcon color={color} />
            <span style={{ color }}>{name}</span>
          </li>
        ))}
      </ul>
    </Box>
  );
}

type DrawingProps = {
  plot: ReturnType<typeof chartLayout>;
  x: (ts: number) => number;
  ticks: number[];
  labels: string[];
  widths: number[];
  fits: boolean[];
  axes: ReturnType<typeof valueAxes>;
  rows: ReturnType<typeof mergeSeries>;
  series: HistoryChartProps['series'];
  brush: boolean;
};

function Drawing({ plot, x, ticks, labels, widths, fits, axes, rows, series, brush }: DrawingProps) {
  const { left, top, right, bottom } = plot;
  const yOf = (ticksOfAxis: number[]) => {
    const lo = ticksOfAxis[0] ?? 0;
    const hi = ticksOfAxis[ticksOfAxis.length - 1] ?? 1;
    return (v: number) => bottom - ((v - lo) / (hi - lo || 1)) * plot.height;
  };
  const gridY = yOf(axes[0]?.ticks ?? []);
  const end = right - left;
  return (
    <>
      <g stroke="#dfe6dc" strokeDasharray="3 3" fill="none">
        {ticks.map((ts) => (
          <line key={`v${ts}`} x1={x(ts)} x2={x(ts)} y1={top} y2={bottom} />
        ))}
        {(axes[0]?.ticks ?? []).map((v) => (
          <line key={`h${v}`} x1={left} x2={right} y1={gridY(v)} y2={gridY(v)} />
        ))}
      </g>
      <g stroke="#666" fill="none">
        <line x1={left} x2={right} y1={bottom} y2={bottom} />
        {ticks.map((ts, i) =>
          fits[i] ? <line key={ts} x1={x(ts)} x2={x(ts)} y1={bottom} y2={bottom + 6} /> : null,
        )}
      </g>
      <g {...axisText} textAnchor="middle" data-axis="time">
        {ticks.map((ts, i) =>
          fits[i] ? (
            <text key={ts} x={Math.min(x(ts), plot.chartWidth - widths[i]! / 2)} y={bottom + 8} dy="0.71em">
              {labels[i]}
            </text>
          ) : null,
        )}
      </g>
      {axes.slice(0, 2).map((axis, i) => {
        const at = i === 0 ? left : right;
        const y = yOf(axis.ticks);
        return (
          <g key={axis.unit || 'none'}>
            <line x1={at} x2={at} y1={top} y2={bottom} stroke="#666" />
            {axis.ticks.map((v) => (
              <g key={v}>
                <line
                  x1={i === 0 ? at - 6 : at}
                  x2={i === 0 ? at : at + 6}
                  y1={y(v)}
                  y2={y(v)}
                  stroke="#666"
                />
                <text
                  {...axisText}
                  x={i === 0 ? at - 8 : at + 8}
                  y={y(v)}
                  dy="0.355em"
                  textAnchor={i === 0 ? 'end' : 'start'}
                >
                  {formatValue(v)}
                </text>
              </g>
            ))}
          </g>
        );
      })}
      {series.map((s, i) => {
        const axis = axes.find((a) => a.unit === (s.unit ?? '')) ?? axes[0];
        return (
          <path
            key={s.key}
            data-series={s.key}
            d={linePath(rows, s.key, x, yOf(axis?.ticks ?? []))}
            stroke={s.color ?? colorAt(i)}
            strokeWidth={1.8}
            fill="none"
          />
        );
      })}
      {brush && (
        <g>
          <rect x={left} y={plot.brushTop} width={end} height={24} stroke="#2e7d32" fill="#fff" />
          <rect
            x={left + 5}
            y={plot.brushTop}
            width={end - 10}
            height={24}
            fill="#2e7d32"
            fillOpacity={0.2}
          />
          {[left, right - 5].map((at) => (
            <g key={at}>
              <rect x={at} y={plot.brushTop} width={5} height={24} fill="#2e7d32" />
              <line x1={at + 1} x2={at + 4} y1={plot.brushTop + 11} y2={plot.brushTop + 11} stroke="#fff" />
              <line x1={at + 1} x2={at + 4} y1={plot.brushTop + 13} y2={plot.brushTop + 13} stroke="#fff" />
            </g>
          ))}
        </g>
      )}
    </>
  );
}

/** Recharts' legend icon for a line: a stroke with a ring in its middle. */
function LegendIcon({ color }: { color: string }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 32 32"
      aria-hidden
      style={{ display: 'inline-block', verticalAlign: 'middle', marginRight: 4 }}
    >
      <path
        strokeWidth="4"
        fill="none"
        stroke={color}
        d="M0,16h10.67A5.33,5.33,0,1,1,21.33,16H32M21.33,16A5.33,5.33,0,1,1,10.67,16"
      />
    </svg>
  );
}
