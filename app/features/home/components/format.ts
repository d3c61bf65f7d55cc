/** Live values as the home screens print them: digits by sensor type, the unit from the protocol. */
import type { SensorType } from '../../../../protocol/live/sensor.ts';
import { formatValue } from '../../../components/charts/series';

/** Types read in whole units (ppm, lux, W/m², °). */
export const wholeTypes: readonly SensorType[] = ['co2', 'light', 'par', 'radiation', 'windDir'];

/** A live value on a home tile, without its unit (lib/sensor-format.ts `unitOf` gives that). */
export function formatTileValue(type: SensorType, v: number | null | undefined): string {
  return formatValue(v, wholeTypes.includes(type) ? 0 : 1);
}
