/**
 * LiveTrendChart loaded on first render: recharts is a chunk of the screens that draw a
 * chart, fetched when the chart shows, so a screen area that only sometimes charts does not carry it.
 * Until it loads, a box of the chart's height holds the place (no layout shift).
 */
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import type { LiveTrendChartProps } from './live-trend-chart';

const Chart = lazy(async () => ({ default: (await import('./live-trend-chart')).LiveTrendChart }));

export function LazyLiveTrendChart(props: LiveTrendChartProps) {
  return (
    <Suspense fallback={<Box sx={{ height: props.height ?? 240 }} aria-busy="true" />}>
      <Chart {...props} />
    </Suspense>
  );
}
