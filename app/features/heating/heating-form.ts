/**
 * The set points of one heating loop: day and night °C, checked with the protocol's heatingLoop
 * (0–40 °C) and, in the grower's words, a night set point no higher than the day one.
 */
import { heatingLoop, type HeatingLoop } from '../../../protocol/live/climate.ts';
import { numberOf, schemaErrors, type FieldErrors } from '../../components/forms/field-errors.ts';

export type HeatingForm = { daySetpoint: string; nightSetpoint: string };
export const heatingFields = ['daySetpoint', 'nightSetpoint'] as const;
export type HeatingField = (typeof heatingFields)[number];

export type HeatingCheck =
  { ok: true; record: HeatingLoop } | { ok: false; errors: FieldErrors<HeatingField> };

export const loopToForm = (l: HeatingLoop): HeatingForm => ({
  daySetpoint: String(l.daySetpoint),
  nightSetpoint: String(l.nightSetpoint),
});

/** Validates the form against the loop it edits (its mode, zone and heater stay as they are). */
export function checkHeatingForm(loop: HeatingLoop, form: HeatingForm): HeatingCheck {
  const candidate = {
    ...loop,
    daySetpoint: numberOf(form.daySetpoint),
    nightSetpoint: numberOf(form.nightSetpoint),
  };
  const parsed = heatingLoop.safeParse(candidate);
  const errors: FieldErrors<HeatingField> = parsed.success ? {} : schemaErrors(parsed.error, heatingFields);
  if (!errors.daySetpoint && !errors.nightSetpoint && candidate.nightSetpoint > candidate.daySetpoint)
    errors.nightSetpoint = { message: 'heating:nightAboveDay' };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, record: parsed.data };
}
