/**
 * The edit form of one back-end channel: board and channel (one output per board+channel in a base),
 * travel time (positioning groups need one), enabled; checked against the protocol's backendChannel.
 */
import { backendChannel, type BackendChannel } from '../../../../protocol/live/system.ts';
import { numberOf, schemaErrors, type FieldErrors } from '../../../components/forms/field-errors.ts';

export type ChannelForm = { board: string; channel: string; travelTime: string; enabled: boolean };
export const channelFields = ['board', 'channel', 'travelTime', 'enabled'] as const;
export type ChannelField = (typeof channelFields)[number];
export type BackendGroup = BackendChannel['group'];

/** Groups whose outputs drive a position over a travel time (vents, curtains); the rest switch on/off. */
export const travelGroups: readonly BackendGroup[] = ['ventilation', 'curtain'];
export const hasTravel = (group: BackendGroup) => travelGroups.includes(group);

export const channelToForm = (c: BackendChannel): ChannelForm => ({
  board: String(c.board),
  channel: String(c.channel),
  travelTime: String(c.travelTime),
  enabled: c.enabled,
});

/** The other channel of the base already on this board and channel, if any. */
export function channelClash(
  all: readonly BackendChannel[],
  bid: number,
  board: number,
  channel: number,
): BackendChannel | undefined {
  return all.find((c) => c.bid !== bid && c.board === board && c.channel === channel);
}

export type ChannelCheck =
  | { ok: true; channel: BackendChannel }
  | { ok: false; errors: FieldErrors<ChannelField>; clash?: BackendChannel };

/** Validates the form of `record` against the schema, the other channels of the base and its group. */
export function checkChannelForm(
  record: BackendChannel,
  form: ChannelForm,
  all: readonly BackendChannel[],
): ChannelCheck {
  const candidate = {
    ...record,
    board: numberOf(form.board),
    channel: numberOf(form.channel),
    travelTime: hasTravel(record.group) ? numberOf(form.travelTime) : record.travelTime,
    enabled: form.enabled,
  };
  const parsed = backendChannel.safeParse(candidate);
  const errors: FieldErrors<ChannelField> = parsed.success ? {} : schemaErrors(parsed.error, channelFields);
  if (!errors.travelTime && hasTravel(record.group) && candidate.travelTime < 1)
    errors.travelTime = { message: 'installer:travelTimeNeeded' };
  const clash =
    errors.board || errors.channel
      ? undefined
      : channelClash(all, record.bid, candidate.board, candidate.channel);
  if (clash) errors.channel = { message: 'installer:channelTaken' };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors, clash };
  return { ok: true, channel: parsed.data };
}
