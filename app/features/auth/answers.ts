// What the screens say for the cloud's answers (seed section 8), as pure functions of the answer.
import type { Envelope } from '../../api';
import type { MessageKey } from '../../i18n/keys';

/** A message: an i18n key, or the server's own text. */
export type Said = { key: MessageKey } | { text: string };

const field = (data: unknown, name: 'err' | 'msg' | 'hint'): string | undefined => {
  const value: unknown = data && typeof data === 'object' ? Reflect.get(data, name) : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};
const serverText = (answer: Envelope, name: 'err' | 'msg'): Said => ({
  text: field(answer.data, name) ?? answer.msg ?? '',
});

/** Send code: 1 sent (start the countdown), -2 check the phone, -1 data.err, other data.msg. */
export function sendCodeAnswer(answer: Envelope): { sent: boolean; said: Said } {
  if (answer.status === 1) return { sent: true, said: { key: 'auth:codeSent' } };
  if (answer.status === -2) return { sent: false, said: { key: 'auth:checkPhone' } };
  return { sent: false, said: serverText(answer, answer.status === -1 ? 'err' : 'msg') };
}

/** Register: 1 registration successful, -2 authorisation failed, other data.msg. */
export function registerAnswer(answer: Envelope): { registered: boolean; said: Said } {
  if (answer.status === 1) return { registered: true, said: { key: 'auth:registerSuccess' } };
  if (answer.status === -2) return { registered: false, said: { key: 'auth:authFailedCheckPhone' } };
  return { registered: false, said: serverText(answer, 'msg') };
}

/** The hint of a refused user-detail answer: the server's hint, else its msg. */
export const hintOf = (answer: Envelope): string => field(answer.data, 'hint') ?? answer.msg ?? '';
