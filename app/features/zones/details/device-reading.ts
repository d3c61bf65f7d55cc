/** A live value as a grower reads it: pH and EC with 2 decimals, large values whole, others with 1. */
import type { SensorType } from '../../../../protocol/live/sensor.ts';

const twoDecimals: ReadonlySet<SensorType> = new Set(['ph', 'soilPH', 'ec', 'soilEC']);

export function formatDeviceReading(type: SensorType, v: number): string {
  if (twoDecimals.has(type)) return v.toFixed(2);
  return Math.abs(v) >= 100 ? Math.round(v).toString() : v.toFixed(1);
}
