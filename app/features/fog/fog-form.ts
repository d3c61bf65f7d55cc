/**
 * The form of one fog group: mode (humidity or VPD), target, pulse and pause (on/off is its own
 * switch, saved at once, so the form keeps the record's); checked with
 * the protocol's fog schema plus the target's range in the mode's unit (%RH 30–100, VPD 0.1–3 kPa).
 */
import { fog, type Fog } from '../../../protocol/live/climate.ts';
import { numberOf, schemaErrors, type FieldErrors } from '../../components/forms/field-errors.ts';

export type FogForm = {
  mode: Fog['mode'];
  target: string;
  pulseS: string;
  pauseS: string;
};
export const fogFields = ['mode', 'target', 'pulseS', 'pauseS'] as const;
export type FogField = (typeof fogFields)[number];

export type FogCheck = { ok: true; record: Fog } | { ok: false; errors: FieldErrors<FogField> };

/** The target's plausible range per mode: a humidity below 30 % or a VPD above 3 kPa is a typo. */
export const targetRange: Record<Fog['mode'], [number, number]> = { humidity: [30, 100], vpd: [0.1, 3] };

export const fogToForm = (g: Fog): FogForm => ({
  mode: g.mode,
  target: String(g.target),
  pulseS: String(g.pulseS),
  pauseS: String(g.pauseS),
});

/** A sensible target when the grower switches mode (the old one means nothing in the new unit). */
export const defaultTarget: Record<Fog['mode'], string> = { humidity: '80', vpd: '0.8' };

/** Validates the form against the group it edits (zone and foggers stay as they are). */
export function checkFogForm(group: Fog, form: FogForm): FogCheck {
  const candidate = {
    ...group,
    mode: form.mode,
    target: numberOf(form.target),
    pulseS: numberOf(form.pulseS),
    pauseS: numberOf(form.pauseS),
  };
  const parsed = fog.safeParse(candidate);
  const errors: FieldErrors<FogField> = parsed.success ? {} : schemaErrors(parsed.error, fogFields);
  const [min, max] = targetRange[form.mode];
  if (!errors.target && candidate.target < min) errors.target = { key: 'atLeast', values: { min } };
  if (!errors.target && candidate.target > max) errors.target = { key: 'atMost', values: { max } };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, record: parsed.data };
}
