// The actuators' live states, seeded once per connection from every zone's query; says when seeding ended.
import { useEffect, useMemo, useState } from 'react';
import { seedActuatorStates } from '../../components/actuator-controls/seed-states';
import { request } from '../../live';
import { useConnectionStore } from '../../stores/connection-store';
import { useLiveActuatorsStore } from '../../stores/live-actuators-store';

/** State by aid and whether every zone's query has answered (or failed), so "no report" means something. */
export function useActuatorStates(zids: readonly number[]) {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const byAid = useLiveActuatorsStore((s) => s.byAid);
  const key = [...new Set(zids)].sort((a, b) => a - b).join(',');
  const [seeded, setSeeded] = useState<string | null>(null);
  const ready = `${base}|${key}`;
  useEffect(() => {
    if (status !== 1 || !base || key === '') return;
    let live = true;
    void Promise.allSettled(
      key
        .split(',')
        .map((zid) =>
          request('system/conf', 'zone', 'query', { f_zone_id: Number(zid) }).then((ack) =>
            seedActuatorStates(ack.data),
          ),
        ),
    ).then(() => live && setSeeded(`${base}|${key}`));
    return () => {
      live = false;
    };
  }, [status, base, key]);
  const states = useMemo(() => {
    const byState: Record<number, string> = {};
    for (const [aid, report] of Object.entries(byAid)) byState[Number(aid)] = report.state;
    return byState;
  }, [byAid]);
  return { states, known: seeded === ready };
}
