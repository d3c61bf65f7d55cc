// The low, mean and high of a sensor's day: the history answer plus the live points since (throttled).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { seriesStats, type Point } from '../../../components/charts/series';
import { joinTrend, useThrottledTrend } from '../../../components/charts/trend';
import { useT } from '../../../components/use-t';
import { formatWithUnit } from '../../../lib/sensor-format';

export function TrendStats({
  sensor,
  history,
}: {
  sensor: Pick<Sensor, 'sid' | 'type'>;
  history: readonly Point[];
}) {
  const t = useT();
  const live = useThrottledTrend(sensor.sid, 1000);
  const day = seriesStats(joinTrend(history, live));
  const stats = [
    ['min24h', day?.min, 'stat-min'],
    ['avg24h', day?.avg, 'stat-avg'],
    ['max24h', day?.max, 'stat-max'],
  ] as const;
  return (
    <Box sx={{ display: 'flex', gap: 3, mt: 1, flexWrap: 'wrap' }}>
      {stats.map(([key, value, testId]) => (
        <Box key={key}>
          <Typography variant="caption" color="text.secondary" component="div">
            {t(`sensors:${key}`)}
          </Typography>
          <Typography data-testid={testId}>{formatWithUnit(sensor.type, value)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
