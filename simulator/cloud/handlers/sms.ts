// The two SMS code calls: sms/code (registration) and sms/safecode (login, password reset).
import { phoneRequest, restEndpoints } from '../../../protocol/rest.ts';
import type { CloudStore } from '../store.ts';
import { cloudText } from './auth.ts';
import { attemptKeys } from '../limits.ts';
import { ok, refuse, tooMany } from './respond.ts';
import { route } from './route.ts';

/** The call's phone (from the path) and device (`?uuid=`, when named; the phone limits apply anyway). */
function requestOf(phone: string, request: Request) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(phone);
  } catch {
    decoded = ''; // a bad escape is a bad phone number (the Node host answers 400 before this)
  }
  const uuid = new URL(request.url).searchParams.get('uuid') ?? undefined;
  return phoneRequest.safeParse({ phone: decoded, uuid });
}

export function smsHandlers(store: CloudStore) {
  return [
    // -2: the phone is wrong; -1: data.err; 1: sent.
    route(restEndpoints.sendRegisterCode, ({ params, request }) => {
      const parsed = requestOf(params.phone, request);
      if (!parsed.success) return refuse(-2, cloudText.badPhone);
      const { phone, uuid } = parsed.data;
      if (store.account(phone)) return refuse(-1, cloudText.registered, { err: cloudText.registered });
      const wait = store.limits.smsSend(attemptKeys(phone, uuid));
      if (wait > 0) return tooMany(wait);
      store.sms.send(phone, 'register');
      return ok({ msg: '发送成功' }, '发送成功');
    }),

    route(restEndpoints.sendLoginCode, ({ params, request }) => {
      const parsed = requestOf(params.phone, request);
      if (!parsed.success) return refuse(-2, cloudText.badPhone);
      const { phone, uuid } = parsed.data;
      if (!store.account(phone))
        return refuse(-1, cloudText.unknownAccount, { err: cloudText.unknownAccount });
      const wait = store.limits.smsSend(attemptKeys(phone, uuid));
      if (wait > 0) return tooMany(wait);
      store.sms.send(phone, 'safe');
      return ok({ msg: '发送成功' }, '发送成功');
    }),
  ];
}
