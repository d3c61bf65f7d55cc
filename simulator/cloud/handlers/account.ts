// Bound servers, cost, and the two password calls (PROTOCOL.md).
import { http } from 'msw';
import { phonePattern } from '../../../protocol/rest.ts';
import type { CloudStore } from '../store.ts';
import { cloudText } from './auth.ts';
import { authorise, ok, readBody, refuse, str, tooMany } from './respond.ts';
import { attemptKeys } from '../limits.ts';

const queryOf = (request: Request) => new URL(request.url).searchParams;

export function accountHandlers(store: CloudStore) {
  return [
    http.get('*/api/v1/easygrow/general/user/base_server', ({ request }) => {
      const query = queryOf(request);
      const auth = authorise(store, query.get('token'), query.get('mobile'));
      if ('error' in auth) return auth.error;
      return ok({ token: query.get('token'), servers: auth.account.servers });
    }),

    http.get('*/api/v2/auth_related/user/cost', ({ request }) => {
      const query = queryOf(request);
      const auth = authorise(store, query.get('token'), query.get('mobile'));
      if ('error' in auth) return auth.error;
      return ok({ cost: auth.account.cost });
    }),

    // Retrieve: JSON mobile, smsCode (a safecode), password.
    http.put('*/api/v2/auth_related/user/password', async ({ request }) => {
      const body = await readBody(request);
      const mobile = str(body.mobile);
      const password = str(body.password);
      if (!phonePattern.test(mobile)) return refuse(-1, cloudText.badPhone);
      const account = store.account(mobile);
      if (!account) return refuse(-1, cloudText.unknownAccount);
      if (password.length < 6 || password.length > 64) return refuse(-1, cloudText.passwordLength);
      const check = store.sms.take(mobile, str(body.smsCode), 'safe');
      if (check !== 'ok') return refuse(-1, check === 'used-up' ? cloudText.codeUsedUp : cloudText.badCode);
      account.password = password;
      store.tokens.revokeAll(mobile);
      return ok(null, '密码已重置');
    }),

    // Change: JSON token, oldPassword, newPassword; a wrong old password is a 12000-style failure.
    http.post('*/api/v2/auth_related/user/password', async ({ request }) => {
      const body = await readBody(request);
      const auth = authorise(store, str(body.token), null);
      if ('error' in auth) return auth.error;
      const next = str(body.newPassword);
      // A stolen token must not become a way to guess the password: the login limits apply.
      const keys = attemptKeys(auth.account.mobile);
      const wait = store.limits.loginWait(keys);
      if (wait > 0) return tooMany(wait);
      if (str(body.oldPassword) !== auth.account.password) {
        store.limits.loginFailed(keys);
        return refuse(12000, cloudText.wrongPassword);
      }
      if (next.length < 6 || next.length > 64) return refuse(-1, cloudText.passwordLength);
      auth.account.password = next;
      return ok(null, '密码已修改');
    }),
  ];
}
