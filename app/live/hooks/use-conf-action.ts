/**
 * Sends one `system/conf` change (add, update, delete) or query and tells the grower how it went:
 * pending while waiting for the ack, the controller's refusal or the timeout in their words.
 */
import { useCallback, useState } from 'react';
import type { Ack } from '../../../protocol/live/envelope.ts';
import type { ConfTyp } from '../../../protocol/live/envelope.ts';
import { showSnackbar } from '../../stores/ui-store.ts';
import { i18n } from '../../i18n';
import { request } from '../index.ts';
import { liveErrorText } from './error-text.ts';

export type ConfAction = {
  pending: boolean;
  error: string | null;
  /** Resolves with the ack on success, or null after showing why it failed. */
  send: (
    confTyp: ConfTyp,
    method: 'add' | 'update' | 'delete' | 'query',
    para: Record<string, unknown>,
  ) => Promise<Ack | null>;
};

export function useConfAction(options: { notify?: boolean } = {}): ConfAction {
  const notify = options.notify ?? true;
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useCallback<ConfAction['send']>(
    async (confTyp, method, para) => {
      setPending(true);
      setError(null);
      try {
        const ack = await request('system/conf', confTyp, method, para);
        if (notify && method !== 'query') showSnackbar(i18n.t('live:saved'), { severity: 'success' });
        return ack;
      } catch (e) {
        const text = liveErrorText(e);
        setError(text);
        if (notify) showSnackbar(text, { severity: 'error' });
        return null;
      } finally {
        setPending(false);
      }
    },
    [notify],
  );
  return { pending, error, send };
}
