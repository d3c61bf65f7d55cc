/**
 * The history chart drawn at once as a sketch (history-sketch.tsx: the same picture in plain SVG),
 * then HistoryChart (recharts) in its place when the grower points at, touches or focuses it. Laying
 * out a recharts chart blocks a phone's main thread for 150-250 ms, which a screen that opens on a
 * chart would otherwise pay before the grower can do anything; the sketch costs a few ms.
 */
import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import type { HistoryChartProps } from './history-chart';
import { HistorySketch } from './history-sketch';

const Chart = lazy(async () => ({ default: (await import('./history-chart')).HistoryChart }));

export function SketchThenChart(props: HistoryChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState<'pointer' | 'focus' | null>(null);
  if (wanted === null && !props.zoom)
    return (
      <Box
        ref={box}
        onPointerEnter={() => setWanted('pointer')}
        onPointerDown={() => setWanted('pointer')}
        onFocus={() => setWanted('focus')}
        // Focusable like the chart it stands for: the keyboard reaches it, and then the chart's keys.
        tabIndex={0}
        sx={{ '&:focus:not(:focus-visible)': { outline: 'none' } }}
      >
        <HistorySketch {...props} />
      </Box>
    );
  return (
    <Box ref={box}>
      <Suspense fallback={<HistorySketch {...props} />}>
        <Chart {...props} />
        {wanted === 'focus' && <FocusTheChart box={box} />}
      </Suspense>
    </Box>
  );
}

/** Gives the keyboard's focus to the chart once recharts has drawn its focusable surface (a few frames). */
function FocusTheChart({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    let frames = 0;
    let id = 0;
    const tryFocus = () => {
      const target = box.current?.querySelector<HTMLElement>('[tabindex="0"]');
      if (target) target.focus();
      else if (++frames < 30) id = requestAnimationFrame(tryFocus);
    };
    tryFocus();
    return () => cancelAnimationFrame(id);
  }, [box]);
  return null;
}
