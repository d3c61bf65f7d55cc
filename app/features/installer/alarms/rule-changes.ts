/**
 * What a save of the bulk alarm screen sends (only rules that differ from the live ones, each checked
 * like the sensor's own alarm form), how a draft is marked after its ack, and when drafts can go.
 */
import { alarmRule, type AlarmRule } from '../../../../protocol/live/climate.ts';
import { checkAlarmForm, ruleToForm, type AlarmField } from '../../../components/forms/alarm-form.ts';
import type { FieldErrors } from '../../../components/forms/field-errors.ts';
import { ruleKey, type Drafts } from './rule-drafts.ts';

export type RuleChange =
  | { key: string; sid: number; method: 'add'; para: Omit<AlarmRule, 'rid'> }
  | { key: string; sid: number; method: 'update'; para: AlarmRule }
  | { key: string; sid: number; method: 'delete'; para: { rid: number } };
export type RulesDiff = { changes: RuleChange[]; invalid: Record<string, FieldErrors<AlarmField>> };

const same = (a: Omit<AlarmRule, 'rid'>, b: AlarmRule) =>
  a.sid === b.sid &&
  a.high === b.high &&
  a.low === b.low &&
  a.delayS === b.delayS &&
  a.hysteresis === b.hysteresis &&
  a.enabled === b.enabled;

/** What a save sends: adds, updates that change something, deletes; and the drafts that do not validate. */
export function changedRules(rules: readonly AlarmRule[], drafts: Drafts): RulesDiff {
  const changes: RuleChange[] = [];
  const invalid: RulesDiff['invalid'] = {};
  for (const d of Object.values(drafts)) {
    if (d.saved) continue;
    const live = d.rid === undefined ? undefined : rules.find((r) => r.rid === d.rid);
    if (d.rid !== undefined && !live) continue; // deleted elsewhere: nothing left to change
    if (d.deleted) {
      if (d.rid !== undefined)
        changes.push({ key: d.key, sid: d.sid, method: 'delete', para: { rid: d.rid } });
      continue;
    }
    const check = checkAlarmForm(d.sid, d.form, d.rid);
    if (!check.ok) invalid[d.key] = check.errors;
    else if (!live) changes.push({ key: d.key, sid: d.sid, method: 'add', para: check.rule });
    else if (!same(check.rule, live))
      changes.push({ key: d.key, sid: d.sid, method: 'update', para: { ...check.rule, rid: live.rid } });
  }
  return { changes, invalid };
}

/**
 * Drafts that need keeping: drops those whose live rule is gone (deleted here or elsewhere; a rule
 * saved as new is awaited) and saved ones the live rule now equals. Returns the same object when nothing goes.
 */
export function pruneDrafts(drafts: Drafts, rules: readonly AlarmRule[]): Drafts {
  const gone = Object.values(drafts).filter((d) => {
    if (d.rid === undefined) return false;
    const live = rules.find((r) => r.rid === d.rid);
    // A rule just added waits for the report that brings it; otherwise a missing rule is gone.
    if (!live) return !d.created;
    if (!d.saved) return false;
    const check = checkAlarmForm(d.sid, d.form, d.rid);
    return check.ok && same(check.rule, live);
  });
  if (gone.length === 0) return drafts;
  const next = { ...drafts };
  for (const d of gone) delete next[d.key];
  return next;
}

/**
 * Marks the draft of an acknowledged change as saved: an update or delete waits for the live rule to
 * catch up; a new rule becomes the draft of the rule the controller created (its ack's record).
 */
export function markSaved(drafts: Drafts, change: RuleChange, ackData: unknown): Drafts {
  const draft = drafts[change.key];
  if (!draft) return drafts;
  if (change.method !== 'add') return { ...drafts, [change.key]: { ...draft, saved: true } };
  const { [change.key]: _added, ...rest } = drafts;
  const created = alarmRule.safeParse(ackData);
  if (!created.success) return rest; // the list's report brings it in anyway
  const key = ruleKey(created.data.rid);
  return {
    ...rest,
    [key]: {
      ...draft,
      key,
      rid: created.data.rid,
      form: ruleToForm(created.data),
      saved: true,
      created: true,
    },
  };
}
