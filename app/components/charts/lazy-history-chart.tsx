/**
 * HistoryChart loaded when it first shows: the history screen paints its frame (range,
 * sensors, query state) without recharts, which comes as a chunk of its own once there is an answer
 * to draw. Until it loads, a box of the chart's height holds the place (no layout shift).
 * `sketchFirst` draws the answer at once as a sketch and loads recharts when the grower points at
 * the chart (sketch-then-chart.tsx), in a chunk of its own too: the screen's first load stays as it was.
 */
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { HistoryChartProps } from './history-chart';

const Chart = lazy(async () => ({ default: (await import('./history-chart')).HistoryChart }));
const SketchThenChart = lazy(async () => ({
  default: (await import('./sketch-then-chart')).SketchThenChart,
}));

export function LazyHistoryChart({
  sketchFirst = false,
  ...props
}: HistoryChartProps & { sketchFirst?: boolean }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ height: props.height ?? 320 }} aria-busy="true" data-testid="history-chart-loading" />
      }
    >
      {sketchFirst ? <SketchThenChart {...props} /> : <Chart {...props} />}
    </Suspense>
  );
}
