/**
 * Saves an interlock change, which touches two actuators: one `actuator` update each. When the second
 * is refused (a running actuator is locked, code 4) the first is put back, so a pair is never stored
 * on one side only; the refusal is shown in the grower's words.
 */
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import { useT } from '../../../components/use-t';
import { request } from '../../../live';
import { useConfAction } from '../../../live/hooks/use-conf-action';
import { showSnackbar } from '../../../stores/ui-store';

export function useInterlockSave() {
  const t = useT();
  const action = useConfAction({ notify: false });
  /** Sends `updates` in turn; `before` holds the records as they were, to undo a half-done change. */
  async function save(updates: readonly Actuator[], before: readonly Actuator[]): Promise<boolean> {
    if (action.pending) return false;
    for (const [i, update] of updates.entries()) {
      if (await action.send('actuator', 'update', update)) continue;
      for (const done of updates.slice(0, i)) {
        const original = before.find((a) => a.aid === done.aid);
        // Best effort: if the undo fails too, the list shows the one-sided pair for the grower to remove.
        if (original) await request('system/conf', 'actuator', 'update', original).catch(() => null);
      }
      return false;
    }
    showSnackbar(t('live:saved'), { severity: 'success' });
    return true;
  }
  return { save, pending: action.pending, error: action.error };
}
