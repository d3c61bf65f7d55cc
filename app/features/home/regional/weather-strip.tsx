// The weather station strip over the zones: outside temp, humidity, wind, rain and radiation, live.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { useT } from '../../../components/use-t';
import { LiveMetric } from '../components/live-metric';
import type { RecentHistory } from '../components/use-recent-history';
import { sensorsByType, weatherMetrics } from './zone-summary';

export function WeatherStrip({ sensors, recent }: { sensors: readonly Sensor[]; recent: RecentHistory }) {
  const t = useT();
  const byType = useMemo(() => sensorsByType(sensors, null, weatherMetrics), [sensors]);
  const shown = weatherMetrics.filter((type) => byType[type].length > 0);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="weather-title"
      data-testid="weather-strip"
      sx={{ p: 2, mb: 2, bgcolor: '#eef5fb' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography
          id="weather-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          {t('home:weatherStation')}
        </Typography>
        {shown.length > 0 && (
          <Link component={RouterLink} to="/device/WeatherStation" variant="body2">
            {t('home:details')}
          </Link>
        )}
      </Box>
      {shown.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          {t('home:noWeatherStation')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
          }}
        >
          {shown.map((type) => (
            <LiveMetric
              key={type}
              sids={byType[type]}
              type={type}
              recent={recent.get(byType[type][0] ?? 0)}
              label={t(`home:metric_${type}`)}
              sparkline
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}
