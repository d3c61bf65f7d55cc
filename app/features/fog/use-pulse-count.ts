/**
 * How many pulses the foggers of a group started while the screen is open: every report that turns
 * one of them on counts (the controller reports each switch, so none is missed between renders).
 */
import { useEffect, useState } from 'react';
import { useLiveActuatorsStore, type LiveActuatorsState } from '../../stores/live-actuators-store';

export function usePulseCount(aids: readonly number[]): number {
  const [count, setCount] = useState(0);
  const key = aids.join(',');
  useEffect(() => {
    const watched = key === '' ? [] : key.split(',').map(Number);
    const onNow = (s: LiveActuatorsState, aid: number) => s.byAid[aid]?.state === 'on';
    return useLiveActuatorsStore.subscribe((next, prev) => {
      const started = watched.filter((aid) => onNow(next, aid) && !onNow(prev, aid)).length;
      if (started > 0) setCount((c) => c + started);
    });
  }, [key]);
  return count;
}
