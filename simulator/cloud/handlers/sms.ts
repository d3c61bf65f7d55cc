// The two SMS code calls: sms/code (registration) and sms/safecode (login, password reset).
import { http } from 'msw';
import { phonePattern } from '../../../protocol/rest.ts';
import type { CloudStore } from '../store.ts';
import { cloudText } from './auth.ts';
import { ok, refuse } from './respond.ts';

const phoneOf = (params: Record<string, string | readonly string[] | undefined>): string => {
  const value = params.phone;
  return typeof value === 'string' ? decodeURIComponent(value) : '';
};

export function smsHandlers(store: CloudStore) {
  return [
    // -2: the phone is wrong; -1: data.err; 1: sent.
    http.get('*/api/v1/common/sms/code/:phone', ({ params }) => {
      const phone = phoneOf(params);
      if (!phonePattern.test(phone)) return refuse(-2, cloudText.badPhone);
      if (store.account(phone)) return refuse(-1, cloudText.registered, { err: cloudText.registered });
      store.sms.send(phone, 'register');
      return ok({ msg: '发送成功' }, '发送成功');
    }),

    http.get('*/api/v1/common/sms/safecode/:phone', ({ params }) => {
      const phone = phoneOf(params);
      if (!phonePattern.test(phone)) return refuse(-2, cloudText.badPhone);
      if (!store.account(phone))
        return refuse(-1, cloudText.unknownAccount, { err: cloudText.unknownAccount });
      store.sms.send(phone, 'safe');
      return ok({ msg: '发送成功' }, '发送成功');
    }),
  ];
}
