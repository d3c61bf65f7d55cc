/** Live values as the home screens print them: digits by sensor type, the unit from the protocol. */
import { sensorUnits, type SensorType } from '../../../../protocol/live/sensor.ts';
import { formatValue } from '../../../components/charts/series';

/** Types read in whole units (ppm, lux, W/m², °). */
export const wholeTypes: readonly SensorType[] = ['co2', 'light', 'par', 'radiation', 'windDir'];

export function formatReading(type: SensorType, v: number | null | undefined): string {
  return formatValue(v, wholeTypes.includes(type) ? 0 : 1);
}

export const unitOf = (type: SensorType): string => sensorUnits[type];
