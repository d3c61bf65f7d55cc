// A sensor's last 24 h: the history answer continued by live points, with the day's low, mean and high.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { LazyLiveTrendChart } from '../../../components/charts/lazy-live-trend-chart';
import type { Point } from '../../../components/charts/series';
import { useT } from '../../../components/use-t';
import { unitOf } from '../../../lib/sensor-format';
import { TrendStats } from './trend-stats';

export type SensorTrendCardProps = {
  sensor: Pick<Sensor, 'sid' | 'name' | 'type'>;
  title: string;
  history: {
    state: 'loading' | 'ready' | 'error' | 'offline';
    points: readonly Point[];
    error: string | null;
  };
  onRetry: () => void;
  height?: number;
  /** Shows the day's low, mean and high under the chart. */
  stats?: boolean;
};

export function SensorTrendCard({
  sensor,
  title,
  history,
  onRetry,
  height = 240,
  stats = true,
}: SensorTrendCardProps) {
  const t = useT();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="sensor-trend" data-sid={sensor.sid}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {history.state === 'error' && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('live:retry')}
            </Button>
          }
        >
          {history.error}
        </Alert>
      )}
      <LazyLiveTrendChart
        sid={sensor.sid}
        name={sensor.name}
        unit={unitOf(sensor.type)}
        history={history.points}
        height={height}
        ariaLabel={`${sensor.name} · ${title}`}
      />
      {history.state === 'loading' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={14} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            {t('common:loading')}
          </Typography>
        </Box>
      )}
      {history.state === 'ready' && history.points.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('sensors:historyEmpty')}
        </Typography>
      )}
      {stats && <TrendStats sensor={sensor} history={history.points} />}
    </Paper>
  );
}
