// Seeds the live states of every actuator the given strategies drive (their zones' queries, once).
import { useMemo } from 'react';
import { useSeedActuatorStates } from '../../../components/actuator-controls/seed-states';
import { useLiveList } from '../../../live/query';

export function useStrategyActuatorStates(aids: readonly number[]): void {
  const actuators = useLiveList('actuator');
  const key = [...new Set(aids)].sort((a, b) => a - b).join(',');
  const zids = useMemo(() => {
    const wanted = new Set(key.split(',').map(Number));
    return actuators.items.flatMap((a) => (wanted.has(a.aid) && a.zid !== null ? [a.zid] : []));
  }, [actuators.items, key]);
  useSeedActuatorStates(zids);
}
