/**
 * A history line chart (recharts) of one or more series over time, one Y axis per unit (the first two
 * shown, left and right). Zoom by dragging across the plot or with the brush below it; the zoomed
 * time range is reported through `onZoom` so a screen can show min/avg/max of what is visible.
 */
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import {
  Brush,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  colorAt,
  formatTimestamp,
  formatValue,
  mergeSeries,
  timeTickFormat,
  type ChartSeries,
} from './series';
import { useFarmZone } from '../../live/hooks/use-farm-zone';
import { chartMargin, legendName, valueAxes } from './history-chart-layout';
import { brushIndices, evenTicks, rowTs, zoomFromDrag, type ZoomRange } from './zoom';

export type HistoryChartProps = {
  series: readonly ChartSeries[];
  height?: number;
  /** The zoomed time range; null shows everything. */
  zoom?: ZoomRange | null;
  onZoom?: (range: ZoomRange | null) => void;
  /** The time axis when not zoomed, e.g. the whole range asked for (default: the data's extent). */
  domain?: readonly [number, number];
  /** Hides the brush (small charts). */
  brush?: boolean;
  ariaLabel?: string;
};

export function HistoryChart({
  series,
  height = 320,
  zoom = null,
  onZoom,
  domain,
  brush = true,
  ariaLabel,
}: HistoryChartProps) {
  const rows = useMemo(() => mergeSeries(series), [series]);
  const [drag, setDrag] = useState<{ from: number; to: number } | null>(null);
  const units = useMemo(() => [...new Set(series.map((s) => s.unit ?? ''))], [series]);
  const [start, end] = brushIndices(rows, zoom);
  const [t0, t1] = !zoom && domain ? domain : [rows[start]?.ts ?? 0, rows[end]?.ts ?? 0];
  const span = t1 - t0;
  const zone = useFarmZone();
  const tick = timeTickFormat(span, zone);
  const seriesByKey = useMemo(() => new Map(series.map((s) => [s.key, s])), [series]);
  const dragTs = (state: { activeIndex?: unknown }) => rowTs(rows, state.activeIndex);
  const timeTicks = evenTicks(t0, t1, 5);
  // The grid at the time ticks and the first value axis's ticks, placed here rather than left to
  // recharts, which measures each label in the page to thin them: the sketch draws the same grid.
  const gridTicks = valueAxes(series, rows.slice(start, end + 1))[0]?.ticks ?? [];
  const vertical = ({ offset }: { offset: { left: number; width: number } }) =>
    timeTicks.map((ts) => offset.left + ((ts - t0) / (span || 1)) * offset.width);
  const horizontal = ({ offset }: { offset: { top: number; height: number } }) => {
    const lo = gridTicks[0] ?? 0;
    const hi = gridTicks[gridTicks.length - 1] ?? 1;
    return gridTicks.map((v) => offset.top + offset.height - ((v - lo) / (hi - lo || 1)) * offset.height);
  };

  return (
    <Box
      sx={{
        width: '100%',
        height,
        userSelect: 'none',
        // recharts' keyboard layer makes the chart focusable: a ring for the keyboard, none for a click
        '& :focus:not(:focus-visible)': { outline: 'none' },
      }}
      role="figure"
      aria-label={ariaLabel}
      data-testid="history-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={rows}
          margin={chartMargin}
          onMouseDown={(state) => {
            const ts = dragTs(state);
            if (ts !== null && onZoom) setDrag({ from: ts, to: ts });
          }}
          onMouseMove={(state) => {
            const ts = dragTs(state);
            if (drag && ts !== null) setDrag({ ...drag, to: ts });
          }}
          onMouseUp={() => {
            const range = drag && zoomFromDrag(drag.from, drag.to);
            setDrag(null);
            if (range) onZoom?.(range);
          }}
        >
          <CartesianGrid
            strokeDasharray="3 3"
            stroke="#dfe6dc"
            verticalCoordinatesGenerator={vertical}
            horizontalCoordinatesGenerator={horizontal}
          />
          <XAxis
            dataKey="ts"
            type="number"
            scale="time"
            domain={[t0, t1]}
            ticks={timeTicks}
            tickFormatter={tick}
            minTickGap={24}
            fontSize={12}
          />
          {units.map((unit, i) => (
            <YAxis
              key={unit || 'none'}
              yAxisId={unit || 'none'}
              orientation={i === 1 ? 'right' : 'left'}
              hide={i > 1}
              width={i > 1 ? 0 : 48}
              fontSize={12}
              domain={['auto', 'auto']}
              tickFormatter={(v: number) => formatValue(v)}
            />
          ))}
          <Tooltip
            labelFormatter={(ts) =>
              typeof ts === 'number' ? formatTimestamp(ts, zone) : typeof ts === 'string' ? ts : ''
            }
            formatter={(value, _name, item) => {
              const s = seriesByKey.get(String(item.dataKey));
              return `${formatValue(typeof value === 'number' ? value : null, s?.digits)} ${s?.unit ?? ''}`.trim();
            }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={legendName(s)}
              yAxisId={s.unit || 'none'}
              stroke={s.color ?? colorAt(i)}
              dot={false}
              strokeWidth={1.8}
              connectNulls
              isAnimationActive={false}
            />
          ))}
          {drag && drag.from !== drag.to && (
            <ReferenceArea x1={drag.from} x2={drag.to} yAxisId={units[0] || 'none'} fillOpacity={0.15} />
          )}
          {brush && rows.length > 2 && (
            <Brush
              dataKey="ts"
              height={24}
              stroke="#2e7d32"
              startIndex={start}
              endIndex={end}
              tickFormatter={tick}
              onChange={({ startIndex, endIndex }) => {
                if (startIndex === undefined || endIndex === undefined) return;
                const whole = startIndex === 0 && endIndex === rows.length - 1;
                onZoom?.(whole ? null : { from: rows[startIndex]!.ts, to: rows[endIndex]!.ts });
              }}
            />
          )}
        </LineChart>
      </ResponsiveContainer>
    </Box>
  );
}
