// /retrieve_password's calls: the safecode and the reset (docs/design/protocol.md: PUT user/password).
import { apiClient, retrievePassword, sendLoginCode } from '../../api';
import { notifyKey, notifyText, reportFailure } from '../../components/notify';
import type { MessageKey } from '../../i18n/keys';
import { validatePhone, validateSendLoginCode, validateSmsCode } from '../../lib/validation';
import { sendCode, type OnLocked } from './login-actions';

export type RetrieveForm = { phone: string; code: string; password: string; again: string };

/** The first problem of the reset form, as an i18n key; null when it can be sent. */
export function retrieveProblem(form: RetrieveForm): MessageKey | null {
  const length = form.password.length;
  return (
    validatePhone(form.phone) ??
    validateSmsCode(form.code.trim()) ??
    (length < 6 || length > 64 ? 'login:passwordLength' : null) ??
    (form.password !== form.again ? 'login:passwordMismatch' : null)
  );
}

export async function requestResetCode(phone: string, onLocked?: OnLocked): Promise<boolean> {
  const problem = validateSendLoginCode(phone);
  if (problem) {
    notifyKey(problem, { severity: 'warning' });
    return false;
  }
  return sendCode(sendLoginCode, phone, undefined, onLocked);
}

/** Sends the reset; true when the password was changed. */
export async function submitRetrieve(form: RetrieveForm): Promise<boolean> {
  const problem = retrieveProblem(form);
  if (problem) {
    notifyKey(problem, { severity: 'warning' });
    return false;
  }
  try {
    const request = { mobile: form.phone.trim(), smsCode: form.code.trim(), password: form.password };
    const answer = await retrievePassword(apiClient(), request);
    if (answer.status === 1) {
      notifyKey('login:resetSuccess', { severity: 'success' });
      return true;
    }
    notifyText(answer.msg ?? '', { severity: 'error' });
    return false;
  } catch (error) {
    reportFailure(error);
    return false;
  }
}
