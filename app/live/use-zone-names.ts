// Zone names of the selected base by f_zone_id, for labelling sensors and cameras.
import { useMemo } from 'react';
import { useLiveList } from './query';

export function useZoneNames() {
  const zones = useLiveList('zone');
  const names = useMemo(() => new Map(zones.items.map((z) => [z.f_zone_id, z.name])), [zones.items]);
  return { zones, names };
}
