/** A reading in words: rounded for its type (ppm and W/m² whole), with the protocol's unit. */
import { sensorUnits, type SensorType } from '../../../../protocol/live/sensor.ts';

const whole: readonly SensorType[] = ['co2', 'radiation', 'light', 'par', 'windDir'];

export function formatInputReading(type: SensorType, v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  const digits = whole.includes(type) ? 0 : 1;
  return `${v.toFixed(digits)} ${sensorUnits[type]}`;
}
