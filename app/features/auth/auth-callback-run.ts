// Runs the WeChat callback: token stored, user detail fetched, the decision applied to the session.
import { ApiError, apiClient, isSilent, userDetail } from '../../api';
import { i18n } from '../../i18n';
import { writeItem } from '../../stores/session-keys';
import { signIn } from '../../stores/session-store';
import { decideCallback, type CallbackParams } from './auth-callback';
import { say } from './login-actions';

/** What the page shows, and where it goes next (after delayMs). */
export type CallbackView =
  { kind: 'checking' } | { kind: 'message'; text: string; severity: 'error' | 'info' };
export type CallbackResult = { view: CallbackView; go?: { to: string; delayMs: number } };

const failed = (text: string): CallbackResult => ({ view: { kind: 'message', text, severity: 'error' } });

export async function runCallback(params: CallbackParams): Promise<CallbackResult> {
  writeItem('token', params.token);
  try {
    const outcome = decideCallback(
      params,
      await userDetail(apiClient(), { mobile: params.mobile, token: params.token }),
    );
    if (outcome.kind === 'hint') return failed(say(outcome.said));
    if (outcome.kind === 'signed-in') {
      const { profile, servers, topic, to } = outcome;
      signIn({ token: params.token, profile, servers, remember: false }, topic);
      return { view: { kind: 'checking' }, go: { to, delayMs: 0 } };
    }
    signIn({ token: params.token, profile: outcome.profile, servers: [], remember: false });
    return {
      view: { kind: 'message', text: i18n.t('auth:noServer'), severity: 'info' },
      go: { to: outcome.to, delayMs: outcome.delayMs },
    };
  } catch (error) {
    if (error instanceof ApiError) return failed(error.i18nKey ? i18n.t(error.i18nKey) : error.message);
    if (!isSilent(error)) console.warn('[auth] user detail failed:', error);
    return failed(i18n.t('login:networkFailed'));
  }
}
