/**
 * The equipment screen's zone: the shared zone query (app/live/zone-query.ts: loads on mount, base
 * switch and reconnect, follows other clients' changes), whose actuator states seed the live
 * actuator store, because the controller reports a state only when it changes.
 */
import { useEffect } from 'react';
import type { ZoneQueryAnswer } from '../../../../protocol/live/zone.ts';
import { seedActuatorStates } from '../../../components/actuator-controls/seed-states';
import type { LiveQueryResult } from '../../../live/query';
import { useZoneQuery } from '../../../live/zone-query';

export function useEquipmentZone(zid: number): LiveQueryResult<ZoneQueryAnswer> {
  const query = useZoneQuery(zid);
  const { data } = query;
  // Seeding fills only actuators the store does not know yet, so a patched answer seeds nothing new.
  useEffect(() => {
    if (data) seedActuatorStates(data);
  }, [data]);
  return query;
}
