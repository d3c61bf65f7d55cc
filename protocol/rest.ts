/** REST calls of the seed (section 7) and docs/design/protocol.md: request and response schemas. */
import { z } from './zod-mini.ts';

/** `{ status, msg, data }`; status 1 is success. */
export const envelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ status: z.int(), msg: z._default(z.string(), ''), data: z.nullable(z.optional(data)) });
const anyEnvelope = envelope(z.unknown());

/** 11-digit mobile, or a 7-8 digit landline with optional area code and extension (seed section 5). */
export const phonePattern = /^(1\d{10}|(0\d{2,3}-?)?\d{7,8}(-\d{1,4})?)$/;
export const mobile = z.string().check(z.regex(phonePattern, 'phone number'));
export const smsCode = z.string().check(z.length(6));
export const password = z.string().check(z.minLength(6), z.maxLength(64));

export const server = z.looseObject({
  sn: z.string().check(z.minLength(1), z.maxLength(64)),
  mqttBaseTopic: z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^#+]+$/, 'no wildcards')),
  name: z.optional(z.string().check(z.maxLength(60))),
  firmware: z.optional(z.string().check(z.maxLength(40))),
});
export type Server = z.infer<typeof server>;

/** Who logs in from where: uuid is the device id, agent the browser's user agent. */
export const loginIdentity = z.object({ mobile, uuid: z.string().check(z.minLength(1)), agent: z.string() });
export const loginRequest = z.union([
  z.extend(loginIdentity, { password: z.string().check(z.minLength(1)) }),
  z.extend(loginIdentity, { smsCode }),
]);
export type LoginRequest = z.infer<typeof loginRequest>;

const profile = {
  mobile,
  wxAvatarUrl: z.optional(z.nullable(z.string())),
  wxNickName: z.optional(z.nullable(z.string())),
  servers: z._default(z.array(server), []),
};

const loginData = z.object({ token: z.string().check(z.minLength(1)), ...profile });
export const loginResponse = envelope(loginData);

export const registerRequest = z.object({ mobile, password, smsCode });
export type RegisterRequest = z.infer<typeof registerRequest>;
/** Register answers status, msg, and in one reading data.msg. */
const registerResponse = envelope(z.looseObject({ msg: z.optional(z.string()) }));

/** A phone number for an SMS code (in the path); uuid, the sender's device, when the app names it. */
export const phoneRequest = z.object({ phone: mobile, uuid: z.optional(z.string()) });
/** Send-code answer: status (1 sent, -2 bad phone, -1 data.err, other data.msg). */
export const smsCodeResponse = envelope(
  z.looseObject({ err: z.optional(z.string()), msg: z.optional(z.string()) }),
);

/** The grower's session, in the query of the calls that need it. */
const sessionRequest = z.object({ mobile, token: z.string().check(z.minLength(1)) });

export const userDetailData = z.object({ ...profile, hint: z.optional(z.string()) });
export const userDetailResponse = envelope(userDetailData);

const baseServerResponse = envelope(z.object({ token: z.optional(z.string()), servers: z.array(server) }));

export const dashDate = z.string().check(z.regex(/^\d{4}-\d{1,2}-\d{1,2}$/, 'YYYY-MM-DD'));
export const cost = z.object({
  yearlyPayment: z.object({ total: z.number(), endDate: dashDate }),
  constructCost: z.object({ arrearsAmount: z.number(), lastPaymentDate: dashDate }),
});
export type Cost = z.infer<typeof cost>;
export const costResponse = envelope(z.object({ cost: z.nullable(cost) }));

export const appInfo = z.object({
  androidVersion: z.string(),
  androidTime: z.string(),
  androidLog: z.string(),
  apkUrl: z.string(),
  iosVersion: z.string(),
  iosTime: z.string(),
  iosLog: z.string(),
  ipaUrl: z.string(),
});
export type AppInfo = z.infer<typeof appInfo>;
export const appInfoResponse = envelope(appInfo);
/** The software-update query: the product's id and the installed version. */
const appInfoRequest = z.object({ appid: z.string(), version: z.string() });

export const retrievePasswordRequest = z.object({ mobile, smsCode, password });
export const changePasswordRequest = z.object({
  token: z.string().check(z.minLength(1)),
  oldPassword: z.string().check(z.minLength(1)),
  newPassword: password,
});
const deleteAccountRequest = z.object({ token: z.string().check(z.minLength(1)) });
export const statusOnlyResponse = anyEnvelope;

/** The token text the user-detail call answers when a token has expired. */
export const jwtExpired = 'jwt expired';
/** WeChat callback states accepted besides the device uuid (seed section 4). */
export const wechatStates = ['WECHAT_MENU', 'ROLL_DETAIL', 'WECHAT_EXPERIENCE'] as const;

/**
 * The cloud's attempt limits: too many logins, SMS sends or SMS checks for one phone or
 * device answer HTTP 429 with a `Retry-After` header (seconds) and this body. The app tells the
 * grower how long to wait and keeps the button disabled until then.
 */
export const tooManyAttemptsCode = 10090;
export const tooManyAttemptsBody = z.object({
  code: z.literal(tooManyAttemptsCode),
  msg: z.string(),
  /** Seconds until the next attempt is allowed. */
  retryAfter: z.int().check(z.gte(1), z.lte(86_400)),
});
export type TooManyAttempts = z.infer<typeof tooManyAttemptsBody>;

/** HTTP 413: a request body over the cloud's limit (64 KiB for JSON and forms, 2 MiB multipart). */
export const bodyTooLargeCode = 10031;
/** HTTP 400: a path or query that does not decode (a bad `%` escape). */
export const badRequestCode = 10030;

/** The verbs of the REST calls. */
type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One REST call. A `:name` segment of the path is filled from the request's field of that name; the
 * other fields go in the query of a GET or DELETE, else in the body: JSON, or form-encoded when `form`.
 */
export type RestEndpoint = {
  readonly method: RestMethod;
  readonly path: `/${string}`;
  readonly form?: boolean;
  readonly request: z.ZodMiniType<Record<string, unknown>>;
  readonly response: z.ZodMiniType;
};

/** Every REST call of the seed (section 7) and docs/design/protocol.md, by the name the app calls it. */
export const restEndpoints = {
  /** Login by password or by SMS code. */
  login: {
    method: 'POST',
    path: '/api/v2/auth_related/login',
    request: loginRequest,
    response: loginResponse,
  },
  /** Registration, form-encoded (seed section 7). */
  register: {
    method: 'POST',
    path: '/api/v2/auth_related/user',
    form: true,
    request: registerRequest,
    response: registerResponse,
  },
  /** The registration code. */
  sendRegisterCode: {
    method: 'GET',
    path: '/api/v1/common/sms/code/:phone',
    request: phoneRequest,
    response: smsCodeResponse,
  },
  /** The login (and password-reset) code. */
  sendLoginCode: {
    method: 'GET',
    path: '/api/v1/common/sms/safecode/:phone',
    request: phoneRequest,
    response: smsCodeResponse,
  },
  /** Cancels the account. */
  deleteAccount: {
    method: 'DELETE',
    path: '/api/v2/auth_related/user',
    request: deleteAccountRequest,
    response: statusOnlyResponse,
  },
  /** Profile and servers; a stale token answers status 0 "jwt expired" here, not HTTP 401. */
  userDetail: {
    method: 'GET',
    path: '/api/v2/auth_related/user/detail',
    request: sessionRequest,
    response: userDetailResponse,
  },
  /** data.token and data.servers. */
  baseServers: {
    method: 'GET',
    path: '/api/v1/easygrow/general/user/base_server',
    request: sessionRequest,
    response: baseServerResponse,
  },
  /** The latest app versions; the app calls it on its own base (config.appInfoBase). */
  appInfo: { method: 'GET', path: '/v1/app-info', request: appInfoRequest, response: appInfoResponse },
  /** data.cost, or null (docs/design/protocol.md). */
  userCost: {
    method: 'GET',
    path: '/api/v2/auth_related/user/cost',
    request: sessionRequest,
    response: costResponse,
  },
  /** Password reset by SMS code (docs/design/protocol.md). */
  retrievePassword: {
    method: 'PUT',
    path: '/api/v2/auth_related/user/password',
    request: retrievePasswordRequest,
    response: statusOnlyResponse,
  },
  /** Password change while logged in (docs/design/protocol.md). */
  changePassword: {
    method: 'POST',
    path: '/api/v2/auth_related/user/password',
    request: changePasswordRequest,
    response: statusOnlyResponse,
  },
} as const satisfies Record<string, RestEndpoint>;

/** What the caller sends (path, query and body fields together). */
export type RestRequest<E extends RestEndpoint> = z.input<E['request']>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
/** The `:name` segments of a path, as msw's route params. */
export type RestPathParams<P extends string> = { [Name in ParamNames<P>]: string };

const paramSegment = /:([A-Za-z_]\w*)/g;

/**
 * A path with its `:name` segments filled from `fields` (URI-escaped), and the fields left over for
 * the query or body.
 */
export function fillRestPath(
  path: string,
  fields: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...fields };
  const filled = path.replace(paramSegment, (_segment, name: string) => {
    const value = rest[name];
    delete rest[name];
    // A path param is a string or a number; anything else is written as JSON rather than [object Object].
    const text =
      typeof value === 'string'
        ? value
        : typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint'
          ? String(value)
          : value === undefined || value === null
            ? ''
            : JSON.stringify(value);
    return encodeURIComponent(text);
  });
  return { path: filled, rest };
}
