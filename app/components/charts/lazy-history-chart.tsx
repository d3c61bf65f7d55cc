/**
 * HistoryChart loaded when it first shows: the history screen paints its frame (range,
 * sensors, query state) without recharts, which comes as a chunk of its own once there is an answer
 * to draw. Until it loads, a box of the chart's height holds the place (no layout shift).
 */
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { HistoryChartProps } from './history-chart';

const Chart = lazy(async () => ({ default: (await import('./history-chart')).HistoryChart }));

export function LazyHistoryChart(props: HistoryChartProps) {
  return (
    <Suspense
      fallback={
        <Box sx={{ height: props.height ?? 320 }} aria-busy="true" data-testid="history-chart-loading" />
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
