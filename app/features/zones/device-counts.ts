/** Devices per zone, counted from the sensor, actuator and valve lists by their `zid`. */

export type DeviceCount = { sensors: number; actuators: number; valves: number; total: number };

type Placed = { zid: number | null };

const zero = (): DeviceCount => ({ sensors: 0, actuators: 0, valves: 0, total: 0 });

/** zid -> counts; a zone with no device is absent (use `countOf`). Unassigned devices are skipped. */
export function countDevices(
  sensors: readonly Placed[],
  actuators: readonly Placed[],
  valves: readonly Placed[],
): Map<number, DeviceCount> {
  const counts = new Map<number, DeviceCount>();
  const add = (list: readonly Placed[], field: 'sensors' | 'actuators' | 'valves') => {
    for (const { zid } of list) {
      if (zid === null) continue;
      const count = counts.get(zid) ?? zero();
      count[field] += 1;
      count.total += 1;
      counts.set(zid, count);
    }
  };
  add(sensors, 'sensors');
  add(actuators, 'actuators');
  add(valves, 'valves');
  return counts;
}

export const countOf = (counts: ReadonlyMap<number, DeviceCount>, zid: number): DeviceCount =>
  counts.get(zid) ?? zero();
