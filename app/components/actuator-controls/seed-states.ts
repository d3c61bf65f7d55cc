/**
 * The controller reports an actuator's state only when it changes, so a screen opened later learns
 * the current states from the seed's zone query (`{ zone, sensors, actuators, valves, states }`).
 * These states seed the live store for actuators it does not know yet: a report that arrived first is
 * newer than any query answer and is kept.
 */
import { useEffect } from 'react';
import { z } from '../../../protocol/zod-mini.ts';
import { actuatorReport, type ActuatorReport } from '../../../protocol/live/actuator.ts';
import { useLiveQueries } from '../../live/query.ts';
import { zoneQuery } from '../../live/zone-query.ts';
import { liveActuatorsActions, useLiveActuatorsStore } from '../../stores/live-actuators-store.ts';

const zoneStates = z.object({ states: z.catch(z.array(z.catch(z.nullable(actuatorReport), null)), []) });

/** Seeds the live store from a zone query answer's `states` (unknown shapes are ignored); returns how many. */
export function seedActuatorStates(zoneQueryData: unknown): number {
  const parsed = zoneStates.safeParse(zoneQueryData);
  return parsed.success ? seedStates(parsed.data.states) : 0;
}

/**
 * Seeds the states the store does not know yet, in one store write (a write per state re-rendered
 * every position meter of the home screen once per state); returns how many.
 */
function seedStates(states: readonly (ActuatorReport | null)[]): number {
  const known = useLiveActuatorsStore.getState().byAid;
  const unknown = new Map<number, ActuatorReport>();
  for (const report of states) if (report && !known[report.aid]) unknown.set(report.aid, report);
  liveActuatorsActions.applyAll([...unknown.values()]);
  return unknown.size;
}

/**
 * Asks each zone's query (app/live/zone-query.ts, shared with every screen showing the zone) and
 * seeds the states of its actuators from each answer received since the store was last cleared (an
 * older one may be another base's moment). Returns true once every zone (one at least) has answered or
 * failed, so "no report" means something. A failed query is left alone on purpose: the controls then say
 * "state unknown" until the next report.
 */
export function useSeedActuatorStates(zids: readonly number[]): boolean {
  const unique = [...new Set(zids)].sort((a, b) => a - b);
  const zones = useLiveQueries(unique.map(zoneQuery));
  const clearedAt = useLiveActuatorsStore((s) => s.clearedAt);
  const fresh = zones.map((q) => (q.data !== null && q.receivedAt >= clearedAt ? q.data : null));
  // After every render: seeding skips the actuators the store knows, so an answer seeds once.
  useEffect(() => {
    for (const answer of fresh) if (answer) seedStates(answer.states);
  });
  return unique.length > 0 && zones.every((q, i) => fresh[i] !== null || q.state === 'error');
}
