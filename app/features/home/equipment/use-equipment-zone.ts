/**
 * The equipment screen's zone: the shared zone query (app/live/zone-query.ts: loads on mount, base
 * switch and reconnect, follows other clients' changes), whose actuator states seed the live
 * actuator store, because the controller reports a state only when it changes.
 */
import type { ZoneQueryAnswer } from '../../../../protocol/live/zone.ts';
import { useSeedActuatorStates } from '../../../components/actuator-controls/seed-states';
import type { LiveQueryResult } from '../../../live/query';
import { useZoneQuery } from '../../../live/zone-query';

export function useEquipmentZone(zid: number): LiveQueryResult<ZoneQueryAnswer> {
  // One query of the zone, shared: seeding reads the same cached answer.
  useSeedActuatorStates([zid]);
  return useZoneQuery(zid);
}
