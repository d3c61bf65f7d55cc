// A sensor's reading as text for the rule screens: rounded by type, with the protocol's unit.
import type { SensorType } from '../../../../protocol/live/sensor.ts';
import { formatWithUnit } from '../../../lib/sensor-format';
import type { LiveReading } from '../../../stores/live-readings-store';

/** The value the controller compares: a good reading only (custom.ts ignores the rest). */
export const goodValue = (r: LiveReading | undefined): number | undefined =>
  r && r.q === 0 && r.v !== null && Number.isFinite(r.v) ? r.v : undefined;

/** `23.4 °C`, or '—' without a value. */
export const readingText = (type: SensorType, v: number | undefined): string => formatWithUnit(type, v);
