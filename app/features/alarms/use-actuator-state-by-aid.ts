// The actuators' live states by aid, seeded from every zone's query; says when seeding ended.
import { useMemo } from 'react';
import { useSeedActuatorStates } from '../../components/actuator-controls/seed-states';
import { useLiveActuatorsStore } from '../../stores/live-actuators-store';

/** State by aid and whether every zone's query has answered (or failed), so "no report" means something. */
export function useActuatorStateByAid(zids: readonly number[]) {
  const known = useSeedActuatorStates(zids);
  const byAid = useLiveActuatorsStore((s) => s.byAid);
  const states = useMemo(() => {
    const byState: Record<number, string> = {};
    for (const [aid, report] of Object.entries(byAid)) byState[Number(aid)] = report.state;
    return byState;
  }, [byAid]);
  return { states, known };
}
