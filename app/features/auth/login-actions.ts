// The login tab's calls (seed sections 4, 5, 7): send the login code, log in, keep the session.
import { loginResponse } from '../../../protocol/rest';
import { apiClient, lockoutSeconds, login, sendLoginCode } from '../../api';
import { notifyKey, notifyText, reportFailure } from '../../components/notify';
import { i18n } from '../../i18n';
import { deviceUuid } from '../../lib/uuid';
import { validateLogin, validateSendLoginCode } from '../../lib/validation';
import { removeItem, saveLoginInfo } from '../../stores/session-keys';
import { signIn } from '../../stores/session-store';
import { sendCodeAnswer, type Said } from './answers';

export type LoginMode = 'password' | 'code';
export type LoginFormValues = {
  mode: LoginMode;
  phone: string;
  password: string;
  authCode: string;
  remember: boolean;
};

export const say = (said: Said): string => ('key' in said ? i18n.t(said.key) : said.text);

/** Told how many seconds the cloud wants the grower to wait before trying again (HTTP 429). */
export type OnLocked = (seconds: number) => void;

/** Reports a failed call; a 429 also tells `onLocked` how long the button stays disabled. */
function failed(error: unknown, onLocked?: OnLocked, durationMs?: number): false {
  const wait = lockoutSeconds(error);
  if (wait > 0) onLocked?.(wait);
  reportFailure(error, { durationMs });
  return false;
}

/** Sends a code through `send`; true when sent (the caller starts the countdown). */
export async function sendCode(
  send: typeof sendLoginCode,
  phone: string,
  durationMs?: number,
  onLocked?: OnLocked,
): Promise<boolean> {
  try {
    const { sent, said } = sendCodeAnswer(await send(apiClient(), { phone: phone.trim() }));
    notifyText(say(said), { durationMs, severity: sent ? 'success' : 'warning' });
    return sent;
  } catch (error) {
    return failed(error, onLocked, durationMs);
  }
}

/** Get-code button of the login tab: the phone rules, then safecode. */
export async function requestLoginCode(phone: string, onLocked?: OnLocked): Promise<boolean> {
  const problem = validateSendLoginCode(phone);
  if (problem) {
    notifyKey(problem, { severity: 'warning' });
    return false;
  }
  return sendCode(sendLoginCode, phone, undefined, onLocked);
}

/** Login: validates, posts {mobile, password|smsCode, uuid, agent}; on status 1 keeps the session
 * (and the saved login info); otherwise the server's msg goes to the snackbar. */
export async function submitLogin(form: LoginFormValues, onLocked?: OnLocked): Promise<boolean> {
  const problem = validateLogin(form.mode, { phone: form.phone, authCode: form.authCode });
  if (problem) {
    notifyKey(problem, { severity: 'warning' });
    return false;
  }
  const base = { mobile: form.phone.trim(), uuid: deviceUuid(), agent: navigator.userAgent };
  const request =
    form.mode === 'password'
      ? { ...base, password: form.password }
      : { ...base, smsCode: form.authCode.trim() };
  try {
    const answer = await login(apiClient(), request, loginResponse);
    if (answer.status !== 1 || !answer.data) {
      notifyText(answer.msg, { severity: 'error' });
      return false;
    }
    const { token, servers, ...profile } = answer.data;
    // No password is kept; "remember" keeps the phone and the token (30 days, seed section 4).
    saveLoginInfo({ phone: base.mobile, remember: form.remember });
    removeItem('registeredPhone');
    signIn({ token, profile, servers, remember: form.remember });
    return true;
  } catch (error) {
    return failed(error, onLocked);
  }
}
