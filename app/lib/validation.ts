// Form rules of the seed (section 5). Each returns the i18n key of the message to show, or null when valid.
import { phonePattern } from '../../protocol/rest';

/** SMS code length (seed section 9). */
export const SMS_CODE_LENGTH = 6;

/** The phone rule's messages. */
export type PhoneProblem = 'validation:phoneEmpty' | 'validation:phoneInvalid';

/** Phone: not empty, then an 11-digit mobile or a 7-8 digit landline, optional area code and extension. */
export function validatePhone(phone: string): PhoneProblem | null {
  if (phone.trim() === '') return 'validation:phoneEmpty';
  return isPhoneNumber(phone) ? null : 'validation:phoneInvalid';
}

/** True for a phone the seed accepts (the same pattern the cloud checks, protocol/rest.ts). */
export function isPhoneNumber(phone: string): boolean {
  return phonePattern.test(phone);
}

/** SMS code login: exactly 6 characters. */
export function validateSmsCode(code: string): 'validation:codeLength' | null {
  return code.length === SMS_CODE_LENGTH ? null : 'validation:codeLength';
}

/** Login tab: the phone rule, then in code mode the code rule (a wrong password is the server's answer). */
export function validateLogin(
  mode: 'password' | 'code',
  form: { phone: string; authCode: string },
): PhoneProblem | 'validation:codeLength' | null {
  return validatePhone(form.phone) ?? (mode === 'code' ? validateSmsCode(form.authCode) : null);
}

/** Login tab, get-code button: the same phone validation. */
export const validateSendLoginCode = validatePhone;

/** Register tab, send-code button: a phone first, then the agreement ticked (the server checks the number). */
export function validateSendRegisterCode(
  phone: string,
  agreed: boolean,
): 'validation:enterPhoneFirst' | 'validation:agreeFirst' | null {
  if (phone.trim() === '') return 'validation:enterPhoneFirst';
  return agreed ? null : 'validation:agreeFirst';
}

/** The register form's fields. */
export type RegisterForm = { phone: string; password: string; code: string };

/** The register fields left empty (all required; the seed gives them no message of their own). */
export function missingRegisterFields(form: RegisterForm): (keyof RegisterForm)[] {
  return (['phone', 'password', 'code'] as const).filter((field) => form[field].trim() === '');
}

/** Register button: any field missing is 'input is wrong, please check'. */
export function validateRegister(form: RegisterForm): 'validation:inputWrong' | null {
  return missingRegisterFields(form).length === 0 ? null : 'validation:inputWrong';
}
