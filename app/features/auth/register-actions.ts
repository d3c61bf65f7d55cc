// The register tab's calls (seed sections 5, 7, 8): send the registration code, register.
import { apiClient, register, sendRegisterCode } from '../../api';
import { notifyKey, notifyText, reportFailure } from '../../components/notify';
import { validateRegister, validateSendRegisterCode, type RegisterForm } from '../../lib/validation';
import { writeItem } from '../../stores/session-keys';
import { REGISTER_SNACKBAR_MS } from '../../stores/ui-store';
import { registerAnswer } from './answers';
import { say, sendCode, type OnLocked } from './login-actions';

const short = { durationMs: REGISTER_SNACKBAR_MS };

/** Send-code button: a phone first, the agreement ticked, then sms/code. */
export async function requestRegisterCode(
  phone: string,
  agreed: boolean,
  onLocked?: OnLocked,
): Promise<boolean> {
  const problem = validateSendRegisterCode(phone, agreed);
  if (problem) {
    notifyKey(problem, { ...short, severity: 'warning' });
    return false;
  }
  return sendCode(sendRegisterCode, phone, REGISTER_SNACKBAR_MS, onLocked);
}

/** Register button: the form, the agreement, then the form-encoded post; true when registered. */
export async function submitRegister(form: RegisterForm, agreed: boolean): Promise<boolean> {
  if (validateRegister(form)) {
    notifyKey('validation:inputWrong', { ...short, severity: 'warning' });
    return false;
  }
  if (!agreed) {
    notifyKey('validation:agreeFirst', { ...short, severity: 'warning' });
    return false;
  }
  const mobile = form.phone.trim();
  try {
    const answer = await register(apiClient(), {
      mobile,
      password: form.password,
      smsCode: form.code.trim(),
    });
    const { registered, said } = registerAnswer(answer);
    notifyText(say(said), { ...short, severity: registered ? 'success' : 'error' });
    if (registered) writeItem('registeredPhone', mobile);
    return registered;
  } catch (error) {
    reportFailure(error, short);
    return false;
  }
}
