/**
 * What hangs on each zone: device counts from the sensor, actuator and valve lists (by zid) and the
 * crop groups that list it. All follow other clients' changes through useLiveList.
 */
import { useMemo } from 'react';
import type { LoadState } from '../../live/query.ts';
import { useLiveList } from '../../live/query.ts';
import { countDevices, type DeviceCount } from './device-counts.ts';

export type ZoneDependants = {
  /** ready when every list is; error (with its text) when any failed. */
  state: LoadState;
  error: string | null;
  counts: Map<number, DeviceCount>;
  /** zid -> names of the crop groups growing in it. */
  cropGroups: Map<number, string[]>;
};

export function useZoneDependants(): ZoneDependants {
  const sensors = useLiveList('sensor');
  const actuators = useLiveList('actuator');
  const valves = useLiveList('valve');
  const crops = useLiveList('crop');
  const lists = [sensors, actuators, valves, crops];
  const failed = lists.find((l) => l.state === 'error' || l.state === 'offline');
  const state: LoadState = failed
    ? failed.state
    : lists.every((l) => l.state === 'ready')
      ? 'ready'
      : 'loading';

  const counts = useMemo(
    () => countDevices(sensors.items, actuators.items, valves.items),
    [sensors.items, actuators.items, valves.items],
  );
  const cropGroups = useMemo(() => {
    const byZone = new Map<number, string[]>();
    for (const group of crops.items)
      for (const zid of group.zoneIds) byZone.set(zid, [...(byZone.get(zid) ?? []), group.name]);
    return byZone;
  }, [crops.items]);
  return { state, error: failed?.error ?? null, counts, cropGroups };
}
