// /device/WeatherStation: outside temperature, humidity, wind (compass and 24 h rose), rain and
// radiation live, and each one's last 24 hours.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { LiveValue } from '../sensors/live-value';
import { SensorTrendCard } from '../sensors/sensor-trend-card';
import { noPoints, useSensorHistory } from '../sensors/use-sensor-history';
import { pairSeries, windRose } from './compass';
import { pickStation, stationSensors } from './weather-sensors';
import { WindCompass } from './wind-compass';

export function WeatherPage() {
  const t = useT();
  const list = useLiveList('sensor');
  const station = useMemo(() => pickStation(list.items), [list.items]);
  const sensors = useMemo(() => stationSensors(station), [station]);
  const history = useSensorHistory(useMemo(() => sensors.map((s) => s.sid), [sensors]));
  const rose = useMemo(() => {
    const dir = station.windDir ? history.series.get(station.windDir.sid) : undefined;
    const speed = station.windSpeed ? history.series.get(station.windSpeed.sid) : undefined;
    return windRose(dir && speed ? pairSeries(dir, speed) : []);
  }, [history.series, station.windDir, station.windSpeed]);
  const charted = sensors.filter((s) => s.type !== 'windDir');
  // Wind speed reads in the compass card; the tiles hold the other four.
  const tiles = charted.filter((s) => s.type !== 'windSpeed');
  const roseEmpty = rose.every((s) => s.share === 0);

  return (
    <Page title={t('routes:weatherStation')}>
      <ScreenState state={list.state} error={list.error} onRetry={list.reload}>
        {sensors.length === 0 ? (
          <Typography color="text.secondary" data-testid="no-station">
            {t('sensors:noStation')}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
                alignItems: 'start',
              }}
            >
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
                {tiles.map((s) => (
                  <Paper
                    key={s.sid}
                    variant="outlined"
                    sx={{ p: 2 }}
                    data-testid="weather-tile"
                    data-type={s.type}
                  >
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                      {t(`sensors:type_${s.type}`)}
                    </Typography>
                    <LiveValue sensor={s} stacked />
                  </Paper>
                ))}
              </Box>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <WindCompass dir={station.windDir} speed={station.windSpeed} rose={rose} />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  sx={{ mt: 1, textAlign: 'center' }}
                >
                  {t('sensors:windRose')} ·{' '}
                  {roseEmpty ? t('sensors:windRoseEmpty') : t('sensors:windRoseHelp')}
                </Typography>
              </Paper>
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              {charted.map((s) => (
                <SensorTrendCard
                  key={s.sid}
                  sensor={s}
                  title={`${t(`sensors:type_${s.type}`)} · ${t('sensors:chart24h')}`}
                  history={{
                    state: history.state,
                    error: history.error,
                    points: history.series.get(s.sid) ?? noPoints,
                  }}
                  onRetry={history.reload}
                  height={180}
                />
              ))}
            </Box>
          </Box>
        )}
      </ScreenState>
    </Page>
  );
}
