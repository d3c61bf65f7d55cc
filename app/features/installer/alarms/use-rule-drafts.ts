/**
 * The bulk alarm screen's state: drafts over the live rules, the rows selected for bulk edits, and the
 * save, which sends only the changed rules one by one and keeps per row what the controller refused.
 */
import { useMemo, useRef, useState } from 'react';
import type { AlarmRule } from '../../../../protocol/live/climate.ts';
import type { AlarmForm } from '../../../components/forms/alarm-form.ts';
import { request } from '../../../live/index.ts';
import { liveErrorText } from '../../../live/hooks/error-text.ts';
import { changedRules, markSaved, pruneDrafts } from './rule-changes.ts';
import { addDraft, bulkApply, editDraft, setDeleted, type Drafts, type RuleDraft } from './rule-drafts.ts';

export type SaveOutcome = { saved: number; invalid: number; failed: number };

export function useRuleDrafts(rules: readonly AlarmRule[]) {
  const [drafts, setDrafts] = useState<Drafts>({});
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState<Readonly<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const seq = useRef(0);
  const newKey = (sid: number) => `n${sid}-${++seq.current}`;
  const pruned = pruneDrafts(drafts, rules);
  // The live rules caught up with saved drafts (or lost some): React's "adjust state while rendering".
  if (pruned !== drafts) setDrafts(pruned);
  const diff = useMemo(() => changedRules(rules, pruned), [rules, pruned]);

  const save = async (): Promise<SaveOutcome> => {
    setAttempted(true);
    setSaving(true);
    const failed: Record<string, string> = {};
    let saved = 0;
    for (const change of diff.changes) {
      try {
        const ack = await request('system/conf', 'alarmRule', change.method, change.para);
        setDrafts((d) => markSaved(d, change, ack.data));
        saved++;
      } catch (e) {
        failed[change.key] = liveErrorText(e);
      }
    }
    const outcome = { saved, invalid: Object.keys(diff.invalid).length, failed: Object.keys(failed).length };
    setFailures(failed);
    setOutcome(outcome);
    setSaving(false);
    return outcome;
  };

  return {
    drafts: pruned,
    diff,
    selected,
    attempted,
    saving,
    failures,
    outcome,
    edit: (shown: RuleDraft, patch: Partial<AlarmForm>) => setDrafts((d) => editDraft(d, shown, patch)),
    add: (sid: number) => setDrafts((d) => addDraft(d, sid, newKey(sid))),
    setDeleted: (shown: RuleDraft, deleted: boolean) => setDrafts((d) => setDeleted(d, shown, deleted)),
    toggle(sids: readonly number[], on: boolean) {
      setSelected((s) => {
        const next = new Set(s);
        for (const sid of sids) {
          if (on) next.add(sid);
          else next.delete(sid);
        }
        return next;
      });
    },
    clearSelection: () => setSelected(new Set()),
    applyBulk: (patch: Partial<AlarmForm>) => setDrafts((d) => bulkApply(d, rules, selected, patch, newKey)),
    discard() {
      setDrafts({});
      setFailures({});
      setAttempted(false);
      setOutcome(null);
    },
    save,
  };
}

export type RuleDraftsState = ReturnType<typeof useRuleDrafts>;
