/**
 * The edit-sensor form: text fields as typed, checked against the protocol's sensor schema (the same
 * one the controller applies) plus the range rule min < max, one message per field.
 */
import { sensor, type Sensor, type SensorType } from '../../../../protocol/live/sensor.ts';
import { numberOf, schemaErrors, type FieldErrors } from '../../../components/forms/field-errors.ts';

export type SensorForm = {
  name: string;
  /** '' = not in a zone (outside or plant room). */
  zid: string;
  type: SensorType;
  offset: string;
  min: string;
  max: string;
  enabled: boolean;
};
export const sensorFields = ['name', 'zid', 'type', 'offset', 'min', 'max', 'enabled'] as const;
export type SensorField = (typeof sensorFields)[number];

export type SensorCheck = { ok: true; record: Sensor } | { ok: false; errors: FieldErrors<SensorField> };

/** The form filled from a stored sensor. */
export const sensorToForm = (s: Sensor): SensorForm => ({
  name: s.name,
  zid: s.zid === null ? '' : String(s.zid),
  type: s.type,
  offset: String(s.offset),
  min: String(s.min),
  max: String(s.max),
  enabled: s.enabled,
});

/** Validates the form for sensor `sid`; the record is what goes out on `system/conf` update. */
export function checkSensorForm(sid: number, form: SensorForm): SensorCheck {
  const candidate = {
    sid,
    name: form.name,
    zid: form.zid === '' ? null : Number(form.zid),
    type: form.type,
    offset: numberOf(form.offset),
    min: numberOf(form.min),
    max: numberOf(form.max),
    enabled: form.enabled,
  };
  const parsed = sensor.safeParse(candidate);
  const errors: FieldErrors<SensorField> = parsed.success ? {} : schemaErrors(parsed.error, sensorFields);
  if (!errors.min && !errors.max && candidate.min >= candidate.max) errors.max = { key: 'minBelowMax' };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, record: parsed.data };
}
