/**
 * The edit form of an actuator as typed (strings), and its check: the protocol's actuator schema
 * decides what is valid, its issues become per-field messages; the form adds what the schema cannot
 * know (travel time for position kinds, a channel needs its board, a board channel used once).
 */
import {
  actuator as actuatorSchema,
  isPositionKind,
  type Actuator,
  type ActuatorKind,
} from '../../../../protocol/live/actuator.ts';
import type { MessageKey } from '../../../i18n/keys';

export type ActuatorDraft = {
  name: string;
  /** '' = no zone. */
  zid: string;
  kind: ActuatorKind;
  travelTime: string;
  board: string;
  channel: string;
  interlocks: number[];
  enabled: boolean;
};

export type Field = keyof ActuatorDraft;
export type FieldError = { key: MessageKey; values?: Record<string, string | number> };
export type FieldErrors = Partial<Record<Field, FieldError>>;
export type DraftCheck = { ok: true; record: Actuator } | { ok: false; errors: FieldErrors };

/** The limits of the numeric fields (protocol/live/actuator.ts). */
export const limits = { travelTime: [1, 3600], board: [1, 64], channel: [1, 16] } as const;
type NumberField = keyof typeof limits;

export const emptyDraft: ActuatorDraft = {
  name: '',
  zid: '',
  kind: 'roller',
  travelTime: '60',
  board: '',
  channel: '',
  interlocks: [],
  enabled: true,
};

export const draftOf = (a: Actuator): ActuatorDraft => ({
  name: a.name,
  zid: a.zid === null ? '' : String(a.zid),
  kind: a.kind,
  travelTime: a.travelTime === undefined ? '' : String(a.travelTime),
  board: a.board === undefined ? '' : String(a.board),
  channel: a.channel === undefined ? '' : String(a.channel),
  interlocks: a.interlocks,
  enabled: a.enabled,
});

const rangeError = (field: NumberField): FieldError => ({
  key: 'actuators:numberRange',
  values: { min: limits[field][0], max: limits[field][1] },
});

/** '' -> undefined; a whole number -> that number; anything else -> NaN (the schema refuses it). */
const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** Checks a draft for `aid` (undefined: a new actuator) against the other actuators of the base. */
export function checkDraft(
  draft: ActuatorDraft,
  aid: number | undefined,
  others: readonly Actuator[],
): DraftCheck {
  const positional = isPositionKind(draft.kind);
  const candidate = {
    aid: aid ?? 1,
    name: draft.name,
    zid: draft.zid === '' ? null : Number(draft.zid),
    kind: draft.kind,
    travelTime: positional ? numberOf(draft.travelTime) : undefined,
    board: numberOf(draft.board),
    channel: numberOf(draft.channel),
    interlocks: draft.interlocks.filter((id) => id !== aid && others.some((o) => o.aid === id)),
    enabled: draft.enabled,
  };
  const errors: FieldErrors = {};
  const parsed = actuatorSchema.safeParse(candidate);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'name')
      errors.name = { key: issue.code === 'too_small' ? 'actuators:nameRequired' : 'actuators:nameTooLong' };
    else if (field === 'travelTime' || field === 'board' || field === 'channel')
      errors[field] = rangeError(field);
    else if (field === 'interlocks') errors.interlocks = { key: 'actuators:interlocksTooMany' };
    else if (field === 'zid' || field === 'kind') errors[field] = { key: 'actuators:invalid' };
  }
  if (positional && candidate.travelTime === undefined)
    errors.travelTime = { key: 'actuators:travelTimeRequired' };
  if (candidate.channel !== undefined && candidate.board === undefined)
    errors.board = { key: 'actuators:channelNeedsBoard' };
  const taken = others.find(
    (o) =>
      o.aid !== aid &&
      candidate.board !== undefined &&
      o.board === candidate.board &&
      o.channel !== undefined &&
      o.channel === candidate.channel,
  );
  if (taken && !errors.channel)
    errors.channel = { key: 'actuators:channelTaken', values: { name: taken.name } };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, record: parsed.data };
}

/** The para of `system/conf` add (no key: the controller assigns it) or update (the whole record). */
export function confParaOf(record: Actuator, adding: boolean): Record<string, unknown> {
  const { aid, ...rest } = record;
  return adding ? rest : { aid, ...rest };
}
