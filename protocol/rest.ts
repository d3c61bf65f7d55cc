/** REST calls of the seed (section 7) and PROTOCOL.md: request and response schemas. */
import { z } from 'zod';

/** `{ status, msg, data }`; status 1 is success. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.number().int(), msg: z.string().default(''), data: data.optional().nullable() });
export const anyEnvelope = envelope(z.unknown());
export type Envelope<T = unknown> = { status: number; msg: string; data?: T | null };

/** A non-2xx body: `{ code, msg }` (msg may be a string, an object or a list). */
export const errorBody = z.object({ code: z.number().int().optional(), msg: z.unknown().optional() });

/** 11-digit mobile, or a 7-8 digit landline with optional area code and extension (seed section 5). */
export const phonePattern = /^(1\d{10}|(0\d{2,3}-?)?\d{7,8}(-\d{1,4})?)$/;
export const mobile = z.string().regex(phonePattern, 'phone number');
export const smsCode = z.string().length(6);
export const password = z.string().min(6).max(64);

export const server = z
  .object({
    sn: z.string().min(1).max(64),
    mqttBaseTopic: z
      .string()
      .min(1)
      .max(200)
      .regex(/^[^#+]+$/, 'no wildcards'),
    name: z.string().max(60).optional(),
    firmware: z.string().max(40).optional(),
  })
  .passthrough();
export type Server = z.infer<typeof server>;

export const loginRequest = z.union([
  z.object({ mobile, password: z.string().min(1), uuid: z.string().min(1), agent: z.string() }),
  z.object({ mobile, smsCode, uuid: z.string().min(1), agent: z.string() }),
]);
export type LoginRequest = z.infer<typeof loginRequest>;

const profile = {
  mobile,
  wxAvatarUrl: z.string().nullable().optional(),
  wxNickName: z.string().nullable().optional(),
  servers: z.array(server).default([]),
};

export const loginData = z.object({ token: z.string().min(1), ...profile });
export type LoginData = z.infer<typeof loginData>;
export const loginResponse = envelope(loginData);

export const registerRequest = z.object({ mobile, password, smsCode });
export type RegisterRequest = z.infer<typeof registerRequest>;
/** Register answers status, msg, and in one reading data.msg. */
export const registerResponse = envelope(z.object({ msg: z.string().optional() }).passthrough());

/** Send-code answer: status (1 sent, -2 bad phone, -1 data.err, other data.msg). */
export const smsCodeResponse = envelope(
  z.object({ err: z.string().optional(), msg: z.string().optional() }).passthrough(),
);

export const userDetailData = z.object({ ...profile, hint: z.string().optional() });
export type UserDetail = z.infer<typeof userDetailData>;
export const userDetailResponse = envelope(userDetailData);

export const baseServerResponse = envelope(
  z.object({ token: z.string().optional(), servers: z.array(server) }),
);

export const dashDate = z.string().regex(/^\d{4}-\d{1,2}-\d{1,2}$/, 'YYYY-MM-DD');
export const cost = z.object({
  yearlyPayment: z.object({ total: z.number(), endDate: dashDate }),
  constructCost: z.object({ arrearsAmount: z.number(), lastPaymentDate: dashDate }),
});
export type Cost = z.infer<typeof cost>;
export const costResponse = envelope(z.object({ cost: cost.nullable() }));

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

export const retrievePasswordRequest = z.object({ mobile, smsCode, password });
export const changePasswordRequest = z.object({
  token: z.string().min(1),
  oldPassword: z.string().min(1),
  newPassword: password,
});
export const statusOnlyResponse = anyEnvelope;

/** The token text the user-detail call answers when a token has expired. */
export const jwtExpired = 'jwt expired';
/** WeChat callback states accepted besides the device uuid (seed section 4). */
export const wechatStates = ['WECHAT_MENU', 'ROLL_DETAIL', 'WECHAT_EXPERIENCE'] as const;

/**
 * The cloud's attempt limits (issue 11): too many logins, SMS sends or SMS checks for one phone or
 * device answer HTTP 429 with a `Retry-After` header (seconds) and this body. The app tells the
 * grower how long to wait and keeps the button disabled until then.
 */
export const tooManyAttemptsCode = 10090;
export const tooManyAttemptsBody = z.object({
  code: z.literal(tooManyAttemptsCode),
  msg: z.string(),
  /** Seconds until the next attempt is allowed. */
  retryAfter: z.number().int().min(1).max(86_400),
});
export type TooManyAttempts = z.infer<typeof tooManyAttemptsBody>;

/** HTTP 413: a request body over the cloud's limit (64 KiB for JSON and forms, 2 MiB multipart). */
export const bodyTooLargeCode = 10031;
/** HTTP 400: a path or query that does not decode (a bad `%` escape). */
export const badRequestCode = 10030;
