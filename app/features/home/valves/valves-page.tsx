/**
 * `/devicedata/Mc_equipment/valveEquipment?f_zone_id`: the zone's irrigation valves (the valve list
 * filtered by zone) with their live state and manual open-for-N-minutes / close, and the rotation
 * program that is running now.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSeedActuatorStates } from '../../../components/actuator-controls/seed-states';
import { Page } from '../../../components/page';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { listsState } from '../../../live/lists-state';
import { ZoneProblem } from '../equipment/param-error';
import { parseZoneParams, zoneEquipmentPath } from '../equipment/zone-params';
import { ProgramStatus } from './program-status';
import { useIrrigationStatus } from '../../../live/hooks/use-irrigation-program';
import { ValveRow } from './valve-row';

export function ValvesPage() {
  const t = useT();
  const params = parseZoneParams(useSearchParams()[0]);
  if (!params.ok)
    return (
      <Page title={t('routes:valveEquipment')}>
        <ZoneProblem message={t(`home:${params.reason}`)} />
      </Page>
    );
  return <ValvesScreen zid={params.zid} zoneName={params.zoneName} />;
}

function ValvesScreen({ zid, zoneName }: { zid: number; zoneName: string | null }) {
  const t = useT();
  const zones = useLiveList('zone');
  const valves = useLiveList('valve');
  const plans = useLiveList('irrigationPlan');
  const irrigation = useIrrigationStatus();
  const { state, error, retry } = listsState([zones, valves]);
  const zone = zones.items.find((z) => z.f_zone_id === zid);
  const name = zone?.name ?? zoneName ?? `#${zid}`;
  const mine = useMemo(
    () => valves.items.filter((v) => v.zid === zid).sort((a, b) => a.vid - b.vid),
    [valves.items, zid],
  );
  useSeedActuatorStates([zid]);

  if (state === 'ready' && !zone) {
    return (
      <Page title={t('routes:valveEquipment')}>
        <ZoneProblem message={t('home:zoneNotFound')} />
      </Page>
    );
  }
  return (
    <Page
      title={t('home:valvesTitle', { name })}
      actions={
        <Button component={RouterLink} to={zoneEquipmentPath(zid, name)} variant="outlined" size="small">
          {t('routes:mcEquipment')}
        </Button>
      }
    >
      <ScreenState state={state} error={error} onRetry={retry}>
        <Box component="section" aria-label={t('home:program')} sx={{ mb: 2 }}>
          <ProgramStatus view={irrigation} plans={plans.items} valves={valves.items} />
        </Box>
        {mine.length === 0 ? (
          <Typography color="text.secondary" data-testid="screen-empty">
            {t('home:noValves')}
          </Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {mine.map((valve) => (
              <ValveRow key={valve.vid} valve={valve} />
            ))}
          </Box>
        )}
      </ScreenState>
    </Page>
  );
}
