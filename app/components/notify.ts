// Telling the grower: the snackbar with i18n keys, and how a failed REST call is reported.
import { ApiError, isSilent, lockoutSeconds } from '../api';
import { i18n } from '../i18n';
import type { MessageKey } from '../i18n/keys';
import { showSnackbar, type Severity } from '../stores/ui-store';

export type NotifyOptions = { durationMs?: number; severity?: Severity };

/** Shows a translated message in the top snackbar. */
export const notifyKey = (key: MessageKey, options?: NotifyOptions): void =>
  showSnackbar(i18n.t(key), options);

/** Shows a server's text in the top snackbar. */
export const notifyText = (text: string, options?: NotifyOptions): void => showSnackbar(text, options);

/** A call that got no usable answer: shown unless the client only logs it (seed section 8: other
 * network errors are logged only; the timeout is reported once by the client's own hook). */
export function reportFailure(error: unknown, options?: NotifyOptions): void {
  if (isSilent(error)) return;
  const wait = lockoutSeconds(error);
  if (wait > 0) {
    showSnackbar(i18n.t('common:tooManyAttempts', { s: wait }), { severity: 'warning', ...options });
    return;
  }
  if (error instanceof ApiError) {
    showSnackbar(error.i18nKey ? i18n.t(error.i18nKey) : error.message, { severity: 'error', ...options });
    return;
  }
  console.warn('[app] call failed:', error);
}
