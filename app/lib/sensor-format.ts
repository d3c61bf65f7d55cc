/** How sensor values read: rounded by type, with the protocol's unit. */
import { sensorUnits, type SensorType } from '../../protocol/live/sensor.ts';

/** Decimals shown per type: big ranges (lux, ppm, W/m²) whole numbers, the rest one or two. */
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

/** The value rounded for its type, without the unit; '—' when there is none. */
export function formatValue(type: SensorType, v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return '—';
  return v.toFixed(decimals[type] ?? 1);
}

/** The protocol's unit of a type (°C, %RH, ppm, ...). */
export const unitOf = (type: SensorType): string => sensorUnits[type];

/** The value with its unit, e.g. `23.4 °C`; '—' when there is none. */
export function formatWithUnit(type: SensorType, v: number | null | undefined): string {
  const text = formatValue(type, v);
  return text === '—' ? text : `${text} ${unitOf(type)}`;
}

/** A configured number (threshold, offset) exactly as set, with the unit; '—' when unset. */
export function settingWithUnit(type: SensorType, v: number | null, signed = false): string {
  if (v === null) return '—';
  return `${signed && v > 0 ? '+' : ''}${v} ${unitOf(type)}`;
}
