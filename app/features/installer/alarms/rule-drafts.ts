/**
 * The bulk alarm screen's drafts: edits of live rules (by rid), new rules, deletions, the same values
 * applied to many sensors at once, and the changes a save sends (only what differs from the live rule).
 * A saved draft stays until the controller's report makes the live rule equal to it (no flicker back).
 */
import type { AlarmRule } from '../../../../protocol/live/climate.ts';
import {
  emptyAlarmForm,
  ruleToForm,
  type AlarmField,
  type AlarmForm,
} from '../../../components/forms/alarm-form.ts';

export type RuleDraft = {
  key: string;
  sid: number;
  /** Absent: a new rule. */
  rid?: number;
  form: AlarmForm;
  deleted: boolean;
  /** Fields the grower (or a bulk apply) changed: their errors show at once. */
  touched: readonly AlarmField[];
  /** Sent and acknowledged; waits for the live rule to catch up. */
  saved: boolean;
  /** Added by this save: its rule may not be in the live list yet. */
  created?: true;
};
export type Drafts = Readonly<Record<string, RuleDraft>>;
export const ruleKey = (rid: number) => `r${rid}`;

const liveDraft = (r: AlarmRule): RuleDraft => ({
  key: ruleKey(r.rid),
  sid: r.sid,
  rid: r.rid,
  form: ruleToForm(r),
  deleted: false,
  touched: [],
  saved: false,
});

/** A sensor's rules as shown: its live rules (their drafts where edited), then its new ones. */
export function rulesOfSensor(sid: number, rules: readonly AlarmRule[], drafts: Drafts): RuleDraft[] {
  const live = rules.filter((r) => r.sid === sid).map((r) => drafts[ruleKey(r.rid)] ?? liveDraft(r));
  const added = Object.values(drafts).filter((d) => d.sid === sid && d.rid === undefined);
  return [...live, ...added];
}

/** Changes fields of a shown rule (its latest draft, if one was made since it was shown). */
export function editDraft(drafts: Drafts, shown: RuleDraft, patch: Partial<AlarmForm>): Drafts {
  const base = drafts[shown.key] ?? shown;
  const touched = [...new Set([...base.touched, ...(Object.keys(patch) as AlarmField[])])];
  return {
    ...drafts,
    [base.key]: { ...base, form: { ...base.form, ...patch }, touched, saved: false },
  };
}

/** A new rule of a sensor (`key` unique among drafts), from `form`. */
export const newDraft = (sid: number, key: string, form: AlarmForm = emptyAlarmForm): RuleDraft => ({
  key,
  sid,
  form,
  deleted: false,
  touched: [],
  saved: false,
});

/** Adds a new rule for a sensor. */
export const addDraft = (drafts: Drafts, sid: number, key: string): Drafts => ({
  ...drafts,
  [key]: newDraft(sid, key),
});

/** Deleting a new rule forgets it; a live rule is marked for deletion (undone by `deleted: false`). */
export function setDeleted(drafts: Drafts, shown: RuleDraft, deleted: boolean): Drafts {
  const { [shown.key]: _dropped, ...rest } = drafts;
  if (shown.rid === undefined) return deleted ? rest : drafts;
  return { ...drafts, [shown.key]: { ...shown, deleted, saved: false } };
}

/**
 * The same values on every rule of the selected sensors (empty fields of `patch` are left out by the
 * caller); a selected sensor without a rule gets a new one from the defaults plus the patch.
 */
export function bulkApply(
  drafts: Drafts,
  rules: readonly AlarmRule[],
  sids: Iterable<number>,
  patch: Partial<AlarmForm>,
  newKey: (sid: number) => string,
): Drafts {
  let next = drafts;
  for (const sid of sids) {
    const shown = rulesOfSensor(sid, rules, next).filter((d) => !d.deleted);
    if (shown.length === 0) next = editDraft(next, newDraft(sid, newKey(sid)), patch);
    for (const d of shown) next = editDraft(next, d, patch);
  }
  return next;
}
