/**
 * The crop group form: strings as typed, checked with the protocol's own `cropGroup` schema (zod),
 * so the app refuses exactly what the controller would. Each zod issue becomes a message on its field.
 */
import { z } from '../../../protocol/zod-mini.ts';
import { cropGroup, type CropGroup, type Setpoints } from '../../../protocol/live/zone.ts';

export type SetpointField = keyof Setpoints;
export const setpointFields = [
  'dayTemp',
  'nightTemp',
  'dayHum',
  'nightHum',
  'co2',
] as const satisfies readonly SetpointField[];

export type CropFormValues = {
  name: string;
  crop: string;
  variety: string;
  plantingDate: string;
  stage: CropGroup['stage'] | '';
  zoneIds: number[];
  setpoints: Record<SetpointField, string>;
};
type TopField = Exclude<keyof CropFormValues, 'setpoints'>;
const topFields = [
  'name',
  'crop',
  'variety',
  'plantingDate',
  'stage',
  'zoneIds',
] as const satisfies readonly TopField[];
/** A field of the form: a top-level one or `setpoints.<name>`. */
export type CropFormField = TopField | `setpoints.${SetpointField}`;

type MessageKey =
  | 'crops:required'
  | 'crops:tooLong'
  | 'crops:numberRequired'
  | 'crops:tooSmall'
  | 'crops:tooBig'
  | 'crops:dateInvalid'
  | 'crops:stageInvalid'
  | 'crops:tooManyZones'
  | 'crops:invalidValue';
export type FieldMessage = { key: MessageKey; params?: { min?: number; max?: number } };
export type CropFormErrors = Partial<Record<CropFormField, FieldMessage>>;

/** What add sends: the record without its key (the controller assigns `cid`). */
export type CropGroupDraft = Omit<CropGroup, 'cid'>;
export type CropFormResult = { ok: true; value: CropGroupDraft } | { ok: false; errors: CropFormErrors };

const draft = z.omit(cropGroup, { cid: true });

export function formOf(group?: CropGroup): CropFormValues {
  const setpoint = (field: SetpointField) => (group ? String(group.setpoints[field]) : '');
  return {
    name: group?.name ?? '',
    crop: group?.crop ?? '',
    variety: group?.variety ?? '',
    plantingDate: group?.plantingDate ?? '',
    stage: group?.stage ?? '',
    zoneIds: group ? [...group.zoneIds] : [],
    setpoints: {
      dayTemp: setpoint('dayTemp'),
      nightTemp: setpoint('nightTemp'),
      dayHum: setpoint('dayHum'),
      nightHum: setpoint('nightHum'),
      co2: setpoint('co2'),
    },
  };
}

/** '' stays missing (a "required" message), anything else a number (NaN: "enter a number"). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim()));

/** A real calendar day (the schema only checks `YYYY-MM-DD`). */
const isRealDay = (day: string) =>
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

export function validateCropForm(values: CropFormValues): CropFormResult {
  const input = {
    name: values.name,
    crop: values.crop,
    variety: values.variety.trim(),
    plantingDate: values.plantingDate,
    stage: values.stage === '' ? undefined : values.stage,
    zoneIds: values.zoneIds,
    setpoints: Object.fromEntries(setpointFields.map((f) => [f, numberOf(values.setpoints[f])])),
  };
  const parsed = draft.safeParse(input);
  const errors: CropFormErrors = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      // A schema error on no field of the form (none is expected) still keeps the record from being sent.
      if (field) errors[field.name] ??= messageOf(issue, field.text(values) !== '');
    }
  if (!errors.plantingDate && values.plantingDate !== '' && !isRealDay(values.plantingDate))
    errors.plantingDate = { key: 'crops:dateInvalid' };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

/** The form field a schema error's path names, and the text the grower typed there. */
function fieldOf(
  path: readonly PropertyKey[],
): { name: CropFormField; text: (values: CropFormValues) => string } | null {
  const [first, second] = path;
  const setpoint = first === 'setpoints' ? setpointFields.find((f) => f === second) : undefined;
  if (setpoint) return { name: `setpoints.${setpoint}`, text: (values) => values.setpoints[setpoint].trim() };
  const top = topFields.find((f) => f === first);
  if (!top) return null;
  return {
    name: top,
    text: (values) => {
      const value = values[top];
      return Array.isArray(value) ? String(value.length) : value.trim();
    },
  };
}

/** `typed`: the grower entered something (a number field then says "enter a number", not "required"). */
function messageOf(issue: z.core.$ZodIssue, typed: boolean): FieldMessage {
  const field = issue.path[0];
  switch (issue.code) {
    case 'invalid_type':
      if (field === 'stage') return { key: 'crops:stageInvalid' };
      return {
        key: issue.expected === 'number' && typed ? 'crops:numberRequired' : 'crops:required',
      };
    case 'too_small':
      if (issue.origin === 'string') return { key: 'crops:required' };
      return { key: 'crops:tooSmall', params: { min: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'crops:tooLong', params: { max: Number(issue.maximum) } };
      if (issue.origin === 'array')
        return { key: 'crops:tooManyZones', params: { max: Number(issue.maximum) } };
      return { key: 'crops:tooBig', params: { max: Number(issue.maximum) } };
    case 'invalid_format':
      return { key: field === 'plantingDate' ? 'crops:dateInvalid' : 'crops:invalidValue' };
    case 'invalid_value':
      return { key: field === 'stage' ? 'crops:stageInvalid' : 'crops:invalidValue' };
    case 'not_multiple_of':
    case 'unrecognized_keys':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return { key: 'crops:invalidValue' };
  }
}
