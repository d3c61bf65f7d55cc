// A sensor's reading as text for the rule screens: rounded by type, with the protocol's unit.
import { sensorUnits, type SensorType } from '../../../../protocol/live/sensor.ts';
import type { LiveReading } from '../../../stores/live-readings-store';

const decimals: Partial<Record<SensorType, number>> = {
  co2: 0,
  light: 0,
  par: 0,
  radiation: 0,
  windDir: 0,
  soilEC: 2,
  ec: 2,
  soilPH: 2,
  ph: 2,
};

/** The value the controller compares: a good reading only (custom.ts ignores the rest). */
export const goodValue = (r: LiveReading | undefined): number | undefined =>
  r && r.q === 0 && r.v !== null && Number.isFinite(r.v) ? r.v : undefined;

/** `23.4 °C`, or '—' without a value. */
export function readingText(type: SensorType, v: number | undefined): string {
  return v === undefined ? '—' : `${v.toFixed(decimals[type] ?? 1)} ${sensorUnits[type]}`;
}
