/**
 * Where sensor values come from: the seam between the sensor publisher and the controller's
 * greenhouse (controller/world), which a test may replace with a source of its own.
 */
import type { Sensor } from '../../../protocol/index.ts';

/**
 * Raw values (before calibration offset and faults) for the given sensors at `now`, by the sensors'
 * order: `values[i]` is `sensors[i]`'s, NaN when it has none (it reads offline). The array may be
 * reused by the next call: read it at once, keep nothing of it.
 */
export type ReadingsSource = (now: number, sensors: readonly Sensor[]) => ArrayLike<number>;
