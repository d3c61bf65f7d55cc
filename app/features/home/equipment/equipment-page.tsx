/**
 * `/devicedata/Mc_equipment?f_zone_id&zone_name`: one zone's equipment by the seed's zone query. Its
 * sensors with live values and quality; its actuators with manual controls (shared ActuatorControl:
 * open/close/stop and go-to-% or on/off and timed on, manual/auto), pending until ack and reports.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isPositionKind } from '../../../../protocol/live/actuator.ts';
import { ActuatorControl } from '../../../components/actuator-controls';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { ReadingsTime } from '../components/readings-time';
import { useRecentHistory } from '../components/use-recent-history';
import { ZoneProblem } from './param-error';
import { SensorTile } from './sensor-tile';
import { useEquipmentZone } from './use-equipment-zone';
import { parseZoneParams, zoneValvesPath } from './zone-params';

const grid = (min: number) => ({
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: `repeat(auto-fill, minmax(${min}px, 1fr))` },
});

export function EquipmentPage() {
  const t = useT();
  const params = parseZoneParams(useSearchParams()[0]);
  if (!params.ok)
    return (
      <Page title={t('routes:mcEquipment')}>
        <ZoneProblem message={t(`home:${params.reason}`)} />
      </Page>
    );
  return <EquipmentScreen zid={params.zid} zoneName={params.zoneName} />;
}

function EquipmentScreen({ zid, zoneName }: { zid: number; zoneName: string | null }) {
  const t = useT();
  const query = useEquipmentZone(zid);
  const { data } = query;
  const name = data?.zone.name ?? zoneName ?? `#${zid}`;
  const sids = useMemo(() => data?.sensors.map((s) => s.sid) ?? [], [data]);
  const recent = useRecentHistory(sids);
  const actuators = useMemo(
    () =>
      [...(data?.actuators ?? [])].sort(
        (a, b) => Number(isPositionKind(b.kind)) - Number(isPositionKind(a.kind)) || a.aid - b.aid,
      ),
    [data],
  );
  const actions = (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {data && data.valves.length > 0 && (
        <Button component={RouterLink} to={zoneValvesPath(zid, name)} variant="outlined" size="small">
          {t('home:valvesLink')}
        </Button>
      )}
      <Button component={RouterLink} to="/devicedata/historicalData" variant="outlined" size="small">
        {t('home:historyLink')}
      </Button>
    </Box>
  );
  if (query.notFound)
    return (
      <Page title={name}>
        <ZoneProblem message={t('home:zoneNotFound')} />
      </Page>
    );
  return (
    <Page title={t('home:zoneEquipment', { name })} actions={actions}>
      <ScreenState state={query.state} error={query.error} onRetry={query.reload}>
        {query.error && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {query.error}
          </Alert>
        )}
        <Box component="section" aria-labelledby="zone-sensors" sx={{ mb: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            <Typography
              id="zone-sensors"
              variant="subtitle1"
              component="h2"
              sx={{ fontWeight: 600, flexGrow: 1 }}
            >
              {t('home:sensorsTitle')}
            </Typography>
            <ReadingsTime />
          </Box>
          {data?.sensors.length === 0 && (
            <Typography color="text.secondary">{t('home:noSensors')}</Typography>
          )}
          <Box sx={grid(200)}>
            {data?.sensors.map((sensor) => (
              <SensorTile key={sensor.sid} sensor={sensor} recent={recent.get(sensor.sid)} />
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="zone-actuators">
          <Typography id="zone-actuators" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {t('home:actuatorsTitle')}
          </Typography>
          {actuators.length === 0 && <Typography color="text.secondary">{t('home:noActuators')}</Typography>}
          <Box sx={grid(300)}>
            {actuators.map((actuator) => (
              <ActuatorControl key={actuator.aid} actuator={actuator} />
            ))}
          </Box>
        </Box>
      </ScreenState>
    </Page>
  );
}
