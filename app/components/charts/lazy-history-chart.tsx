/**
 * HistoryChart loaded when it first shows: the history screen paints its frame (range,
 * sensors, query state) without recharts, which comes as a chunk of its own once there is an answer
 * to draw. Until it loads, a box of the chart's height holds the place (no layout shift).
 *
 * With `sketchFirst` the answer is drawn at once as a sketch (history-sketch.tsx: the same picture in
 * plain SVG), and recharts loads and takes its place when the grower points at, touches or focuses
 * the chart: laying out a recharts chart blocks a phone's main thread for 150-250 ms, which a screen
 * that opens on a chart would otherwise pay before the grower can do anything.
 */
import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import type { HistoryChartProps } from './history-chart';
import { HistorySketch } from './history-sketch';

const Chart = lazy(async () => ({ default: (await import('./history-chart')).HistoryChart }));

export function LazyHistoryChart({
  sketchFirst = false,
  ...props
}: HistoryChartProps & { sketchFirst?: boolean }) {
  const [wanted, setWanted] = useState(!sketchFirst);
  if (!wanted && !props.zoom)
    return (
      <Box
        onPointerEnter={() => setWanted(true)}
        onPointerDown={() => setWanted(true)}
        onFocus={() => setWanted(true)}
        // Focusable like the chart it stands for, so the keyboard reaches the chart's own keys.
        tabIndex={0}
        sx={{ '&:focus:not(:focus-visible)': { outline: 'none' } }}
      >
        <HistorySketch {...props} />
      </Box>
    );
  return (
    <Suspense
      fallback={
        sketchFirst ? (
          <HistorySketch {...props} />
        ) : (
          <Box sx={{ height: props.height ?? 320 }} aria-busy="true" data-testid="history-chart-loading" />
        )
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
