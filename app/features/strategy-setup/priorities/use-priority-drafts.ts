/**
 * The priorities being edited: typed texts by stid, the order they sort in (a typed number takes its
 * place when the field is left, so rows do not jump while typing), moves, the wind-first fix, and the
 * save that sends one `strategy` update per changed record, stopping at the first refusal.
 */
import { useState } from 'react';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import { useT } from '../../../components/use-t';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { showSnackbar } from '../../../stores/ui-store';
import {
  checkPriorities,
  priorityOf,
  protectionFirst,
  settledDrafts,
  type PriorityDrafts,
} from './priority-form';
import { byRank, isProtection, moveRow } from './priority-order';

export function usePriorityDrafts(strategies: readonly Strategy[]) {
  const t = useT();
  // One word for the whole save, not one per record.
  const action = useConfAction({ notify: false });
  const [typed, setTyped] = useState<PriorityDrafts>({});
  const [placed, setPlaced] = useState<PriorityDrafts>({});
  const [submitted, setSubmitted] = useState(false);
  // Drafts the saved records already say (our save's report, or someone else's same change) are done.
  const drafts = settledDrafts(strategies, typed);
  const order = settledDrafts(strategies, placed);
  const check = checkPriorities(strategies, drafts);
  const ranked = byRank(strategies.map((s) => ({ ...s, priority: priorityOf(s, order) })));
  const groups = {
    protection: ranked.filter((s) => isProtection(s.kind)),
    others: ranked.filter((s) => !isProtection(s.kind)),
  };
  const setBoth = (next: PriorityDrafts) => {
    setTyped(next);
    setPlaced(next);
  };

  return {
    drafts,
    groups,
    errors: check.ok ? {} : check.errors,
    submitted,
    changed: check.ok ? check.updates.length : Object.keys(drafts).length,
    pending: action.pending,
    error: action.error,
    type: (stid: number, text: string) => setTyped({ ...drafts, [stid]: text }),
    /** The field was left: the row moves to where its number puts it. */
    place: () => setPlaced(drafts),
    move(rows: readonly Strategy[], index: number, dir: -1 | 1) {
      const changes = moveRow(rows, index, dir);
      if (!changes) return;
      const next: Record<number, string> = { ...drafts };
      changes.forEach((priority, stid) => (next[stid] = String(priority)));
      setBoth(next);
    },
    windFirst: () => setBoth(protectionFirst(strategies, drafts)),
    reset: () => {
      setBoth({});
      setSubmitted(false);
    },
    async save() {
      setSubmitted(true);
      if (!check.ok || action.pending) return;
      for (const update of check.updates) {
        if (!(await action.send('strategy', 'update', update))) return;
      }
      setSubmitted(false);
      if (check.updates.length > 0) showSnackbar(t('live:saved'), { severity: 'success' });
    },
  };
}

export type PriorityDraftsState = ReturnType<typeof usePriorityDrafts>;
