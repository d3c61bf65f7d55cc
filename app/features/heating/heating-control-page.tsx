// /heating-control: the base's heating loops with live temperatures, mode, start/stop, hand back and set points.
import Box from '@mui/material/Box';
import { useSeedActuatorStates } from '../../components/actuator-controls/seed-states';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { useZoneNames } from '../../live/use-zone-names';
import { HeatingLoopCard } from './heating-loop-card';
import { useHeatingStatus } from './use-heating-status';

export function HeatingControlPage() {
  const t = useT();
  const loops = useLiveList('heating');
  const status = useHeatingStatus();
  const { names } = useZoneNames();
  const sorted = [...loops.items].sort((a, b) => a.zid - b.zid || a.hid - b.hid);
  useSeedActuatorStates(sorted.map((l) => l.zid));
  return (
    <Page title={t('heating:title')}>
      <ScreenState state={loops.state} error={loops.error} empty={loops.empty} onRetry={loops.reload}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {sorted.map((loop) => (
            <HeatingLoopCard
              key={loop.hid}
              loop={loop}
              zoneName={names.get(loop.zid) ?? t('heating:zoneOf', { zid: loop.zid })}
              status={status.byHid.get(loop.hid)}
              pending={status.pending}
              command={status.command}
            />
          ))}
        </Box>
      </ScreenState>
    </Page>
  );
}
