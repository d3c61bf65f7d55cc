// The actuators a screen shows: the base's list (following other clients' changes), the zones for
// the filter, the current states seeded from the zone query, and the zone filter from the URL. The
// screen is ready once both lists have come, so the filter never opens on zones still on their way.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Actuator, ActuatorKind } from '../../../../protocol/live/actuator.ts';
import { useSeedActuatorStates } from '../../../components/actuator-controls/seed-states';
import { listsState } from '../../../live/lists-state';
import { useLiveList } from '../../../live/query';
import { byPlace, matchesZone, parseZoneFilter, type ZoneFilter } from './zone-filter';

export function useActuators(kinds?: readonly ActuatorKind[]) {
  const list = useLiveList('actuator');
  const zones = useLiveList('zone');
  const [params, setParams] = useSearchParams();
  const filter = parseZoneFilter(params.get('zid'));
  const kindsKey = kinds ? kinds.join(',') : '';
  const ofKinds = useMemo(() => {
    const wanted = kindsKey === '' ? null : kindsKey.split(',');
    return list.items.filter((a) => !wanted || wanted.includes(a.kind)).sort(byPlace);
  }, [list.items, kindsKey]);
  const zids = useMemo(() => ofKinds.flatMap((a) => (a.zid === null ? [] : [a.zid])), [ofKinds]);
  useSeedActuatorStates(zids);
  const shown: Actuator[] = useMemo(() => ofKinds.filter((a) => matchesZone(a, filter)), [ofKinds, filter]);
  const setFilter = useCallback(
    (next: ZoneFilter) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (next === 'all') copy.delete('zid');
          else copy.set('zid', String(next));
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  const hasUnzoned = ofKinds.some((a) => a.zid === null);
  const { reload: reloadActuators } = list;
  const { reload: reloadZones } = zones;
  /** Retry after an error: the zones (for the filter) may have failed with the actuators. */
  const reload = useCallback(() => {
    reloadActuators();
    reloadZones();
  }, [reloadActuators, reloadZones]);
  /** The actuators and the zones they are filtered by: loading until both have come. */
  const { state, error } = listsState([list, zones]);
  return {
    list,
    screen: { state, error },
    zones: zones.items,
    zonesReady: zones.state === 'ready',
    all: ofKinds,
    shown,
    filter,
    setFilter,
    hasUnzoned,
    reload,
  };
}
