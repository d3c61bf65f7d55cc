// /errorstatus/errorstatus: device faults now (offline devices, sensor faults, jammed actuators), with links.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { Page } from '../../components/page';
import { ScreenState } from '../../components/screen-state';
import { useT } from '../../components/use-t';
import { useLiveList } from '../../live/query';
import { useZoneNames } from '../../live/use-zone-names';
import { useLiveReadingsStore } from '../../stores/live-readings-store';
import { deviceFaults, faultCategories, faultCount } from './device-faults';
import { FaultGroup } from './fault-group';
import { useActuatorStateByAid } from './use-actuator-state-by-aid';

/** "sid:q,…" of the readings out of range, in fault or offline: a string, so the page renders only when it changes. */
const faultyReadings = (s: { bySid: Record<number, { q: number }> }) =>
  Object.entries(s.bySid)
    .filter(([, r]) => r.q > 0)
    .map(([sid, r]) => `${sid}:${r.q}`)
    .join(',');

export function ErrorStatusPage() {
  const t = useT();
  const sensors = useLiveList('sensor');
  const actuators = useLiveList('actuator');
  const network = useLiveList('network');
  const { zones, names } = useZoneNames();
  const faulty = useLiveReadingsStore(faultyReadings);
  const actuatorStates = useActuatorStateByAid(zones.items.map((z) => z.f_zone_id));
  const groups = useMemo(() => {
    const quality: Record<number, number> = {};
    for (const pair of faulty ? faulty.split(',') : []) {
      const [sid, q] = pair.split(':');
      quality[Number(sid)] = Number(q);
    }
    return deviceFaults({
      sensors: sensors.items,
      actuators: actuators.items,
      network: network.items,
      quality,
      actuatorState: actuatorStates.states,
      statesKnown: actuatorStates.known,
    });
  }, [sensors.items, actuators.items, network.items, faulty, actuatorStates.states, actuatorStates.known]);
  const lists = [sensors, actuators, network];
  const state = lists.find((l) => l.state !== 'ready')?.state ?? 'ready';
  return (
    <Page title={t('routes:errorStatus')}>
      <ScreenState
        state={state}
        error={lists.find((l) => l.error)?.error}
        onRetry={() => lists.forEach((l) => l.reload())}
      >
        {faultCount(groups) === 0 ? (
          <Alert severity="success" data-testid="all-well">
            {t('alarms:allWell')}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {faultCategories.map((category) => (
              <FaultGroup key={category} category={category} faults={groups[category]} zoneNames={names} />
            ))}
          </Box>
        )}
      </ScreenState>
    </Page>
  );
}
