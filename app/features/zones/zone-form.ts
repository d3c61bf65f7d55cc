/**
 * The zone form (add and edit): the grower types strings, the controller wants a `zone` record
 * (protocol/live/zone.ts). Each field gets its own message; a valid form yields the record to send.
 */
import type { Zone } from '../../../protocol/live/zone.ts';

export type ZoneFormValues = { name: string; area: string; crop: string };
export type ZoneFormField = keyof ZoneFormValues;
/** i18n keys of the zones namespace, per field. */
export type ZoneFormErrors = Partial<Record<ZoneFormField, ZoneFormMessage>>;
export type ZoneFormMessage =
  | 'zones:nameRequired'
  | 'zones:nameTooLong'
  | 'zones:nameTaken'
  | 'zones:areaRequired'
  | 'zones:areaInvalid'
  | 'zones:areaTooLarge'
  | 'zones:cropTooLong';

export type ZoneFormResult =
  { ok: true; value: Pick<Zone, 'name' | 'area' | 'crop'> } | { ok: false; errors: ZoneFormErrors };

/** The protocol's limits: name 1-40 characters, area 0-1 000 000 m², crop up to 40 characters. */
export const NAME_MAX = 40;
export const AREA_MAX = 1_000_000;

export const formOf = (zone?: Zone): ZoneFormValues => ({
  name: zone?.name ?? '',
  area: zone ? String(zone.area) : '',
  crop: zone?.crop ?? '',
});

/** `takenNames`: the other zones' names (a second zone of the same name confuses every screen). */
export function validateZoneForm(values: ZoneFormValues, takenNames: readonly string[] = []): ZoneFormResult {
  const errors: ZoneFormErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'zones:nameRequired';
  else if (name.length > NAME_MAX) errors.name = 'zones:nameTooLong';
  else if (takenNames.some((taken) => taken.trim() === name)) errors.name = 'zones:nameTaken';

  const areaText = values.area.trim();
  const area = Number(areaText);
  if (areaText === '') errors.area = 'zones:areaRequired';
  else if (!/^\d+(\.\d+)?$/.test(areaText) || !Number.isFinite(area)) errors.area = 'zones:areaInvalid';
  else if (area > AREA_MAX) errors.area = 'zones:areaTooLarge';

  const crop = values.crop.trim();
  if (crop.length > NAME_MAX) errors.crop = 'zones:cropTooLong';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, area, crop } };
}
