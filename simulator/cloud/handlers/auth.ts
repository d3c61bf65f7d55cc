// Login, registration, account deletion and user detail (seed section 7).
import {
  jwtExpired,
  loginIdentity,
  loginRequest,
  registerRequest,
  restEndpoints,
} from '../../../protocol/rest.ts';
import type { CloudStore } from '../store.ts';
import { attemptKeys } from '../limits.ts';
import { fieldsOf, ok, profileOf, readBody, refuse, tooMany } from './respond.ts';
import { route } from './route.ts';

/** Server-side texts of the simulated cloud (a Chinese backend answers in Chinese). */
export const cloudText = {
  badPhone: '手机号格式错误',
  unknownAccount: '该手机号未注册',
  registered: '该手机号已注册',
  wrongPassword: '账号或密码错误',
  badCode: '验证码错误或已过期',
  badParams: '参数错误',
  passwordLength: '密码长度应为6-64位',
  authFailed: '授权已失效，请重新扫码登录',
  codeUsedUp: '验证码错误次数过多，请重新获取',
} as const;

/** The query of a call that names the grower's session (token, and mobile when given). */
const queryOf = (request: Request) => new URL(request.url).searchParams;

export function authHandlers(store: CloudStore) {
  return [
    route(restEndpoints.login, async ({ request }) => {
      const body = await readBody(request);
      const { mobile } = fieldsOf(loginIdentity, body);
      if (!mobile) return refuse(0, cloudText.badPhone);
      const account = store.account(mobile);
      if (!account) return refuse(0, cloudText.unknownAccount);
      const parsed = loginRequest.safeParse(body);
      if (!parsed.success) return refuse(0, cloudText.badParams);
      // Limits per phone and per device: while locked even the right password is refused.
      const keys = attemptKeys(mobile, parsed.data.uuid);
      const wait = store.limits.loginWait(keys);
      if (wait > 0) return tooMany(wait);
      const failed = (msg: string) => (store.limits.loginFailed(keys), refuse(0, msg));
      if ('smsCode' in parsed.data) {
        const check = store.sms.take(mobile, parsed.data.smsCode, 'safe');
        if (check === 'used-up') return failed(cloudText.codeUsedUp);
        if (check === 'wrong') return failed(cloudText.badCode);
      } else if (parsed.data.password !== account.password) {
        return failed(cloudText.wrongPassword);
      }
      store.limits.loginSucceeded(keys);
      return ok({ token: store.issueToken(account), ...profileOf(account) }, '登录成功');
    }),

    // Register: form-encoded mobile, password, smsCode. -2 = authorisation failed (bad phone).
    route(restEndpoints.register, async ({ request }) => {
      const { mobile, password, smsCode } = fieldsOf(registerRequest, await readBody(request));
      if (!mobile) return refuse(-2, cloudText.badPhone);
      const fail = (msg: string) => refuse(0, msg, { msg });
      if (store.account(mobile)) return fail(cloudText.registered);
      if (!password) return fail(cloudText.passwordLength);
      // A malformed code is a wrong guess like any other (it counts towards the code's limit).
      const check = store.sms.take(mobile, smsCode ?? '', 'register');
      if (check !== 'ok') return fail(check === 'used-up' ? cloudText.codeUsedUp : cloudText.badCode);
      store.register(mobile, password);
      return ok({ msg: '注册成功' }, '注册成功');
    }),

    route(restEndpoints.deleteAccount, ({ request }) => {
      const check = store.tokens.check(queryOf(request).get('token'));
      if (!check.ok) return refuse(0, check.reason === 'expired' ? jwtExpired : cloudText.authFailed);
      store.deleteAccount(check.mobile);
      return ok(null, '账号已注销');
    }),

    // User detail answers token problems in the envelope ("jwt expired"), not with HTTP 401.
    route(restEndpoints.userDetail, ({ request }) => {
      const query = queryOf(request);
      const check = store.tokens.check(query.get('token'), query.get('mobile'));
      if (!check.ok) return refuse(0, check.reason === 'expired' ? jwtExpired : cloudText.authFailed);
      const account = store.account(check.mobile);
      if (!account) return refuse(0, cloudText.unknownAccount);
      return ok(profileOf(account));
    }),
  ];
}
