/**
 * The group-policy form: a name, the zones and the strategies they share; checked with the protocol's
 * groupPolicy schema, plus at least one zone and one strategy and a name no other group has.
 */
import { groupPolicy, type GroupPolicy } from '../../../../protocol/live/system.ts';
import { schemaErrors, type FieldErrors } from '../../../components/forms/field-errors.ts';

export type GroupForm = { name: string; zoneIds: number[]; strategyIds: number[] };
export const groupFields = ['name', 'zoneIds', 'strategyIds'] as const;
export type GroupField = (typeof groupFields)[number];

export type GroupCheck =
  | { ok: true; group: Omit<GroupPolicy, 'gpid'> & { gpid?: number } }
  | { ok: false; errors: FieldErrors<GroupField> };

export const emptyGroupForm: GroupForm = { name: '', zoneIds: [], strategyIds: [] };

export const groupToForm = (g: GroupPolicy): GroupForm => ({
  name: g.name,
  zoneIds: g.zoneIds,
  strategyIds: g.strategyIds,
});

/** Validates the form; `gpid` absent = a new group (the controller assigns it on add). */
export function checkGroupForm(form: GroupForm, groups: readonly GroupPolicy[], gpid?: number): GroupCheck {
  const parsed = groupPolicy.safeParse({ gpid: gpid ?? 1, ...form });
  const errors: FieldErrors<GroupField> = parsed.success ? {} : schemaErrors(parsed.error, groupFields);
  const name = form.name.trim();
  if (!errors.name && groups.some((g) => g.gpid !== gpid && g.name.trim() === name))
    errors.name = { message: 'strategySetup:groupNameTaken' };
  if (form.zoneIds.length === 0) errors.zoneIds = { message: 'strategySetup:chooseZone' };
  if (form.strategyIds.length === 0) errors.strategyIds = { message: 'strategySetup:chooseStrategy' };
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const { gpid: _assigned, ...rest } = parsed.data;
  return { ok: true, group: gpid === undefined ? rest : { ...rest, gpid } };
}
