// The chart of EC and pH over the current run: the lazy chart once there are points, else why not.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import type { FertCenterStatus } from '../../../protocol/live/fertigation.ts';
import { useT } from '../../components/use-t';
import type { Run, RunPoints } from './run-trend';

const RunChart = lazy(() => import('./run-chart'));

export type RunChartSectionProps = {
  status: FertCenterStatus;
  run: Run;
  points: RunPoints;
};

export function RunChartSection({ status, run, points }: RunChartSectionProps) {
  const t = useT();
  const count = points.ec.length;
  return (
    <Box
      component="section"
      aria-label={t('fertigation:chartTitle')}
      data-testid="run-chart"
      data-points={count}
    >
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {t('fertigation:chartTitle')}
      </Typography>
      {run.pid === null ? (
        <Typography color="text.secondary">{t('fertigation:chartNoRun')}</Typography>
      ) : count < 2 ? (
        <Typography color="text.secondary">{t('fertigation:chartWaiting')}</Typography>
      ) : (
        <Suspense fallback={<CircularProgress size={24} aria-label={t('common:loading')} />}>
          <RunChart points={points} ecTarget={status.ecTarget} phTarget={status.phTarget} />
        </Suspense>
      )}
    </Box>
  );
}
