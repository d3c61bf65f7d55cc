// Bound servers, cost, and the two password calls (docs/design/protocol.md).
import { changePasswordRequest, restEndpoints, retrievePasswordRequest } from '../../../protocol/rest.ts';
import type { CloudStore } from '../store.ts';
import { cloudText } from './auth.ts';
import { authorise, fieldsOf, ok, readBody, refuse, tooMany } from './respond.ts';
import { attemptKeys } from '../limits.ts';
import { route } from './route.ts';

const queryOf = (request: Request) => new URL(request.url).searchParams;

export function accountHandlers(store: CloudStore) {
  return [
    route(restEndpoints.baseServers, ({ request }) => {
      const query = queryOf(request);
      const auth = authorise(store, query.get('token'), query.get('mobile'));
      if ('error' in auth) return auth.error;
      return ok({ token: query.get('token') ?? undefined, servers: auth.account.servers });
    }),

    route(restEndpoints.userCost, ({ request }) => {
      const query = queryOf(request);
      const auth = authorise(store, query.get('token'), query.get('mobile'));
      if ('error' in auth) return auth.error;
      return ok({ cost: auth.account.cost });
    }),

    // Retrieve: JSON mobile, smsCode (a safecode), password.
    route(restEndpoints.retrievePassword, async ({ request }) => {
      const { mobile, password, smsCode } = fieldsOf(retrievePasswordRequest, await readBody(request));
      if (!mobile) return refuse(-1, cloudText.badPhone);
      const account = store.account(mobile);
      if (!account) return refuse(-1, cloudText.unknownAccount);
      if (!password) return refuse(-1, cloudText.passwordLength);
      // A malformed code is a wrong guess like any other (it counts towards the code's limit).
      const check = store.sms.take(mobile, smsCode ?? '', 'safe');
      if (check !== 'ok') return refuse(-1, check === 'used-up' ? cloudText.codeUsedUp : cloudText.badCode);
      account.password = password;
      store.tokens.revokeAll(mobile);
      return ok(null, '密码已重置');
    }),

    // Change: JSON token, oldPassword, newPassword; a wrong old password is a 12000-style failure.
    route(restEndpoints.changePassword, async ({ request }) => {
      const body = fieldsOf(changePasswordRequest, await readBody(request));
      const auth = authorise(store, body.token ?? null, null);
      if ('error' in auth) return auth.error;
      // A stolen token must not become a way to guess the password: the login limits apply.
      const keys = attemptKeys(auth.account.mobile);
      const wait = store.limits.loginWait(keys);
      if (wait > 0) return tooMany(wait);
      if (body.oldPassword !== auth.account.password) {
        store.limits.loginFailed(keys);
        return refuse(12000, cloudText.wrongPassword);
      }
      if (!body.newPassword) return refuse(-1, cloudText.passwordLength);
      auth.account.password = body.newPassword;
      return ok(null, '密码已修改');
    }),
  ];
}
