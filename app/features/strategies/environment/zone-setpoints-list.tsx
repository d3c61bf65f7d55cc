// Every zone of the base with the environment strategy that governs it and its live climate.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ScreenState } from '../../../components/screen-state';
import { useT } from '../../../components/use-t';
import { useLiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';
import { useControllerMinute } from '../shell/use-controller-minute';
import { useStrategies } from '../shell/strategy-kinds';
import { ZoneSetpointsCard } from './zone-setpoints-card';
import { coveringGroups, governingEnvironment } from './zone-setpoints';

export function ZoneSetpointsList() {
  const t = useT();
  const { zones } = useZoneNames();
  const environments = useStrategies('environment');
  const groups = useLiveList('groupPolicy');
  const minute = useControllerMinute();
  // The zones wait for the strategies and group policies too: a zone shown "without a strategy"
  // before they arrive would lie.
  const state = [zones, environments, groups].find((l) => l.state !== 'ready')?.state ?? 'ready';
  return (
    <Box component="section" aria-labelledby="zone-setpoints-title" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h6" component="h2" id="zone-setpoints-title">
        {t('strategies:env_byZone')}
      </Typography>
      <ScreenState
        state={state}
        error={zones.error ?? environments.error ?? groups.error}
        empty={zones.empty}
        onRetry={() => {
          zones.reload();
          environments.reload();
          groups.reload();
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {zones.items.map((z) => {
            const env = governingEnvironment(environments.items, groups.items, z.f_zone_id);
            return (
              <ZoneSetpointsCard
                key={z.f_zone_id}
                zid={z.f_zone_id}
                name={z.name}
                env={env}
                via={env ? coveringGroups(env, groups.items, z.f_zone_id) : []}
                minute={minute}
              />
            );
          })}
        </Box>
      </ScreenState>
    </Box>
  );
}
