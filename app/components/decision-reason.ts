/**
 * Why automation decided, in the grower's language: the `output` record's `why` code through the
 * `live:why_<code>` texts, else (a code this app does not know, or a controller that sends none)
 * the controller's own `reason` text.
 */
import type { Output } from '../../protocol/live/system.ts';
import { i18n } from '../i18n';

/** Call it while rendering under useT(), so a change of language renders it again. */
export function decisionReason(output: Pick<Output, 'why' | 'reason'>): string {
  const key = output.why ? `live:why_${output.why.code}` : null;
  // The default (never shown: the key exists) picks i18next's overload that takes any existing key.
  if (key && i18n.exists(key)) return i18n.t(key, { ...output.why?.v, defaultValue: output.reason });
  return output.reason;
}
