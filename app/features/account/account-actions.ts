// Account calls: change the password (docs/design/protocol.md) and cancel the account (seed section 7).
import { ApiError, apiClient, changePassword, deleteAccount } from '../../api';
import { notifyKey, notifyText, reportFailure } from '../../components/notify';
import type { MessageKey } from '../../i18n/keys';
import { signOut, useSession } from '../../stores/session-store';

export type ChangeForm = { oldPassword: string; newPassword: string; again: string };

/** The first problem of the change form, as an i18n key; null when it can be sent. */
export function changeProblem(form: ChangeForm): MessageKey | null {
  if (form.oldPassword === '') return 'validation:inputWrong';
  if (form.newPassword.length < 6 || form.newPassword.length > 64) return 'login:passwordLength';
  return form.newPassword === form.again ? null : 'login:passwordMismatch';
}

/** A refused token ends the session: reported, signed out; true so the caller goes to /login. */
function endedSession(error: unknown): boolean {
  reportFailure(error);
  if (error instanceof ApiError && error.status === 401) {
    signOut();
    return true;
  }
  return false;
}

/** Changes the password; true when the user must log in again (changed, or the session ended). */
export async function submitChange(form: ChangeForm): Promise<boolean> {
  const problem = changeProblem(form);
  if (problem) {
    notifyKey(problem, { severity: 'warning' });
    return false;
  }
  const token = useSession.getState().token ?? '';
  try {
    const answer = await changePassword(apiClient(), {
      token,
      oldPassword: form.oldPassword,
      newPassword: form.newPassword,
    });
    if (answer.status !== 1) {
      notifyText(answer.msg ?? '', { severity: 'error' });
      return false;
    }
    notifyKey('account:passwordChanged', { severity: 'success' });
    signOut();
    return true;
  } catch (error) {
    return endedSession(error);
  }
}

/** Cancels the account; true when it is gone (the session is over either way then). */
export async function cancelAccount(): Promise<boolean> {
  const token = useSession.getState().token ?? '';
  try {
    const answer = await deleteAccount(apiClient(), { token });
    if (answer.status !== 1) {
      notifyText(answer.msg ?? '', { severity: 'error' });
      return false;
    }
    notifyKey('account:deleted', { severity: 'success' });
    signOut();
    return true;
  } catch (error) {
    return endedSession(error);
  }
}
