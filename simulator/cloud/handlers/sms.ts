// The two SMS code calls: sms/code (registration) and sms/safecode (login, password reset).
import { http } from 'msw';
import { phonePattern } from '../../../protocol/rest.ts';
import type { CloudStore } from '../store.ts';
import { cloudText } from './auth.ts';
import { attemptKeys } from '../limits.ts';
import { ok, refuse, tooMany } from './respond.ts';

/** The sender's device, when the request names it (`?uuid=`); the phone limits apply anyway. */
const deviceOf = (request: Request): string | null => new URL(request.url).searchParams.get('uuid');

const phoneOf = (params: Record<string, string | readonly string[] | undefined>): string => {
  const value = params.phone;
  if (typeof value !== 'string') return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return ''; // a bad escape is a bad phone number (the Node host answers 400 before this)
  }
};

export function smsHandlers(store: CloudStore) {
  return [
    // -2: the phone is wrong; -1: data.err; 1: sent.
    http.get('*/api/v1/common/sms/code/:phone', ({ params, request }) => {
      const phone = phoneOf(params);
      if (!phonePattern.test(phone)) return refuse(-2, cloudText.badPhone);
      if (store.account(phone)) return refuse(-1, cloudText.registered, { err: cloudText.registered });
      const wait = store.limits.smsSend(attemptKeys(phone, deviceOf(request)));
      if (wait > 0) return tooMany(wait);
      store.sms.send(phone, 'register');
      return ok({ msg: '发送成功' }, '发送成功');
    }),

    http.get('*/api/v1/common/sms/safecode/:phone', ({ params, request }) => {
      const phone = phoneOf(params);
      if (!phonePattern.test(phone)) return refuse(-2, cloudText.badPhone);
      if (!store.account(phone))
        return refuse(-1, cloudText.unknownAccount, { err: cloudText.unknownAccount });
      const wait = store.limits.smsSend(attemptKeys(phone, deviceOf(request)));
      if (wait > 0) return tooMany(wait);
      store.sms.send(phone, 'safe');
      return ok({ msg: '发送成功' }, '发送成功');
    }),
  ];
}
