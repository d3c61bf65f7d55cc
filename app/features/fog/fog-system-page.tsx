// /fog_system: per zone its fog group (humidity or VPD target, pulse and pause, on/off), live humidity and fog valves.
import Box from '@mui/material/Box';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useSeedActuatorStates } from '../../components/actuator-controls/seed-states';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { useZoneNames } from '../../live/use-zone-names';
import { FogGroupCard } from './fog-group-card';

export function FogSystemPage() {
  const t = useT();
  const fogs = useLiveList('fog');
  const actuators = useLiveList('actuator');
  const { names } = useZoneNames();
  const groups = [...fogs.items].sort((a, b) => a.zid - b.zid || a.gid - b.gid);
  useSeedActuatorStates(groups.map((g) => g.zid));
  return (
    <Page title={t('fog:title')}>
      <ScreenState state={fogs.state} error={fogs.error} empty={fogs.empty} onRetry={fogs.reload}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {groups.map((g) => (
            <FogGroupCard
              key={g.gid}
              group={g}
              zoneName={names.get(g.zid) ?? t('fog:zoneOf', { zid: g.zid })}
              foggers={actuators.items.filter((a) => g.aids.includes(a.aid))}
            />
          ))}
        </Box>
      </ScreenState>
    </Page>
  );
}
