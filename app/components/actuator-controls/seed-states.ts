/**
 * The controller reports an actuator's state only when it changes, so a screen opened later learns
 * the current states from the seed's zone query (`{ zone, sensors, actuators, valves, states }`).
 * These states seed the live store for actuators it does not know yet: a report that arrived first is
 * newer than any query answer and is kept.
 */
import { useEffect } from 'react';
import { z } from '../../../protocol/zod-mini.ts';
import { actuatorReport } from '../../../protocol/live/actuator.ts';
import { request } from '../../live/index.ts';
import { useConnectionStore } from '../../stores/connection-store.ts';
import { liveActuatorsActions, useLiveActuatorsStore } from '../../stores/live-actuators-store.ts';

const zoneStates = z.object({ states: z.catch(z.array(z.catch(z.nullable(actuatorReport), null)), []) });

/** Seeds the live store from a zone query answer's `states` (unknown shapes are ignored); returns how many. */
export function seedActuatorStates(zoneQueryData: unknown): number {
  const parsed = zoneStates.safeParse(zoneQueryData);
  if (!parsed.success) return 0;
  const known = useLiveActuatorsStore.getState().byAid;
  let seeded = 0;
  for (const report of parsed.data.states) {
    if (!report || known[report.aid]) continue;
    liveActuatorsActions.apply(report);
    seeded++;
  }
  return seeded;
}

/**
 * Queries each zone once per connection and base and seeds the states of its actuators. A failed
 * query is left alone on purpose: the controls then say "state unknown" until the next report.
 */
export function useActuatorStates(zids: readonly number[]): void {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const key = [...new Set(zids)].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (status !== 1 || !base || key === '') return;
    for (const zid of key.split(',').map(Number)) {
      request('system/conf', 'zone', 'query', { f_zone_id: zid })
        .then((ack) => seedActuatorStates(ack.data))
        .catch(() => undefined);
    }
  }, [status, base, key]);
}
