/**
 * Where sensor values come from: the seam between the sensor publisher and the controller's
 * greenhouse (controller/world), which a test may replace with a source of its own.
 */
import type { Sensor } from '../../../protocol/index.ts';

/** Raw values (before calibration offset and faults) for the given sensors at `now`. */
export type ReadingsSource = (now: number, sensors: readonly Sensor[]) => ReadonlyMap<number, number>;
