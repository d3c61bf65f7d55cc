// The EC and pH lines of the current run (recharts through the shared HistoryChart); a lazy chunk.
import { useMemo } from 'react';
import type { ChartSeries } from '../../components/charts';
import { HistoryChart } from '../../components/charts/history-chart';
import { useT } from '../../components/use-t';
import type { RunPoints } from './run-trend';

export type RunChartProps = {
  points: RunPoints;
  ecTarget: number | null;
  phTarget: number | null;
};

export default function RunChart({ points, ecTarget, phTarget }: RunChartProps) {
  const t = useT();
  const series = useMemo<ChartSeries[]>(
    () => [
      {
        key: 'ec',
        name: t('fertigation:ecSeries', { target: ecTarget ?? '–' }),
        unit: 'mS/cm',
        digits: 2,
        points: points.ec,
      },
      {
        key: 'ph',
        name: t('fertigation:phSeries', { target: phTarget ?? '–' }),
        unit: 'pH',
        digits: 2,
        points: points.ph,
      },
    ],
    [t, points, ecTarget, phTarget],
  );
  return <HistoryChart series={series} height={240} brush={false} ariaLabel={t('fertigation:chartTitle')} />;
}
