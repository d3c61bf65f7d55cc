// Every REST call of the seed (section 7) and PROTOCOL.md. Each takes the client and its request; pass a
// protocol/rest.ts schema as the third argument to get that schema's typed output instead of the envelope.
import { defineCall } from './call';

export { defineCall, envelopeCheck, type Call, type Envelope } from './call';

/** Login by password or by SMS code; uuid is the device id, agent the browser's user agent. */
export type LoginRequest = { mobile: string; uuid: string; agent: string } & (
  { password: string; smsCode?: undefined } | { smsCode: string; password?: undefined }
);
/** Registration fields (sent form-encoded). */
export type RegisterRequest = { mobile: string; password: string; smsCode: string };
/** A phone number that goes into the path. */
export type PhoneRequest = { phone: string };
/** The grower's session. */
export type SessionRequest = { mobile: string; token: string };
/** The software-update query. */
export type AppInfoRequest = { appid: string; version: string };
/** Password reset by SMS code. */
export type RetrievePasswordRequest = { mobile: string; smsCode: string; password: string };
/** Password change while logged in. */
export type ChangePasswordRequest = { token: string; oldPassword: string; newPassword: string };

const phonePath = (prefix: string, phone: string) => `${prefix}/${encodeURIComponent(phone)}`;

/** POST /api/v2/auth_related/login, JSON. */
export const login = defineCall<LoginRequest>('login', (c, p) => c.post('/api/v2/auth_related/login', p));

/** POST /api/v2/auth_related/user, form-encoded (seed section 7). */
export const register = defineCall<RegisterRequest>('register', (c, p) =>
  c.post('/api/v2/auth_related/user', p, { form: true }),
);

/** GET /api/v1/common/sms/code/{phone}: the registration code. */
export const sendRegisterCode = defineCall<PhoneRequest>('sendRegisterCode', (c, p) =>
  c.get(phonePath('/api/v1/common/sms/code', p.phone)),
);

/** GET /api/v1/common/sms/safecode/{phone}: the login (and password-reset) code. */
export const sendLoginCode = defineCall<PhoneRequest>('sendLoginCode', (c, p) =>
  c.get(phonePath('/api/v1/common/sms/safecode', p.phone)),
);

/** DELETE /api/v2/auth_related/user?token=: cancels the account. */
export const deleteAccount = defineCall<{ token: string }>('deleteAccount', (c, p) =>
  c.del('/api/v2/auth_related/user', { token: p.token }),
);

/** GET /api/v2/auth_related/user/detail?mobile&token: profile and servers ("jwt expired" when stale). */
export const userDetail = defineCall<SessionRequest>('userDetail', (c, p) =>
  c.get('/api/v2/auth_related/user/detail', p),
);

/** GET /api/v1/easygrow/general/user/base_server?mobile&token: data.token and data.servers. */
export const baseServers = defineCall<SessionRequest>('baseServers', (c, p) =>
  c.get('/api/v1/easygrow/general/user/base_server', p),
);

/** GET /v1/app-info?appid&version: call it with the client made on config.appInfoBase. */
export const appInfo = defineCall<AppInfoRequest>('appInfo', (c, p) => c.get('/v1/app-info', p));

/** GET /api/v2/auth_related/user/cost?mobile&token (PROTOCOL.md): data.cost or null. */
export const userCost = defineCall<SessionRequest>('userCost', (c, p) =>
  c.get('/api/v2/auth_related/user/cost', p),
);

/** PUT /api/v2/auth_related/user/password, JSON (PROTOCOL.md): reset by SMS code. */
export const retrievePassword = defineCall<RetrievePasswordRequest>('retrievePassword', (c, p) =>
  c.put('/api/v2/auth_related/user/password', p),
);

/** POST /api/v2/auth_related/user/password, JSON (PROTOCOL.md): change while logged in. */
export const changePassword = defineCall<ChangePasswordRequest>('changePassword', (c, p) =>
  c.post('/api/v2/auth_related/user/password', p),
);
