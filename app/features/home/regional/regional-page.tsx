/**
 * `/` and `/devicedata/Regional_info`: the selected base at a glance. The weather station strip, then
 * one card per zone with its live values, vent and curtain positions and open alarms. The lists come
 * from the controller (and follow other clients' changes); live values update inside the cards.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSeedActuatorStates } from '../../../components/actuator-controls/seed-states';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { listsState } from '../../../live/lists-state';
import { ReadingsTime } from '../components/readings-time';
import { useRecentHistory } from '../components/use-recent-history';
import { WeatherStrip } from './weather-strip';
import { ZoneCard } from './zone-card';
import { isWeatherMetric, openAlarmsByZone } from './zone-summary';

export function RegionalPage() {
  const t = useT();
  const zones = useLiveList('zone');
  const sensors = useLiveList('sensor');
  const actuators = useLiveList('actuator');
  const alarms = useLiveList('alarm');
  const { state, error, retry } = listsState([zones, sensors, actuators]);
  const sorted = useMemo(
    () => [...zones.items].sort((a, b) => a.order - b.order || a.f_zone_id - b.f_zone_id),
    [zones.items],
  );
  useSeedActuatorStates(sorted.map((z) => z.f_zone_id));
  const sparkSids = useMemo(
    () =>
      sensors.items
        .filter((s) => (s.zid === null ? isWeatherMetric(s.type) : s.type === 'airTemp'))
        .map((s) => s.sid),
    [sensors.items],
  );
  const recent = useRecentHistory(sparkSids);
  const alarmCounts = useMemo(
    () => (alarms.state === 'ready' ? openAlarmsByZone(alarms.items, sensors.items, actuators.items) : null),
    [alarms.state, alarms.items, sensors.items, actuators.items],
  );

  return (
    <Page
      title={t('routes:regionalInfo')}
      actions={
        <Button component={RouterLink} to="/devicedata/historicalData" variant="outlined" size="small">
          {t('home:historyLink')}
        </Button>
      }
    >
      <ScreenState state={state} error={error} onRetry={retry}>
        <WeatherStrip sensors={sensors.items} recent={recent} />
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
            {t('home:zonesTitle')}
          </Typography>
          <ReadingsTime />
        </Box>
        {sorted.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }} data-testid="screen-empty">
            {t('home:noZones')}
          </Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {sorted.map((zone) => (
              <ZoneCard
                key={zone.f_zone_id}
                zone={zone}
                sensors={sensors.items}
                actuators={actuators.items}
                recent={recent}
                alarms={alarmCounts ? (alarmCounts.get(zone.f_zone_id) ?? 0) : null}
              />
            ))}
          </Box>
        )}
      </ScreenState>
    </Page>
  );
}
