// Small helpers shared by the cloud's handlers: the envelope, token errors and body reading.
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { errorCatalogue } from '../../../protocol/errors.ts';
import { tooManyAttemptsCode, type TooManyAttempts } from '../../../protocol/rest.ts';
import type { CloudAccount } from '../accounts.ts';
import type { CloudStore } from '../store.ts';
import type { TokenRefusal } from '../tokens.ts';
import type { Refusal } from './route.ts';

/** The REST envelope as the cloud sends it. */
type Answer<Data> = { status: number; msg: string; data: Data };

/** `{ status: 1, msg, data }`: the route's answer type (protocol/rest.ts) checks `data`. */
export const ok = <Data>(data: Data, msg = 'success') =>
  HttpResponse.json<Answer<Data>>({ status: 1, msg, data });

/** An answer with a status other than 1 (HTTP 200): the app shows `msg`. */
export const refuse = <Data = null>(status: number, msg: string, data: Data | null = null) =>
  HttpResponse.json<Answer<Data | null>>({ status, msg, data });

const refusalCode: Record<TokenRefusal, keyof typeof errorCatalogue> = {
  missing: 10000,
  unknown: 10041,
  'wrong-account': 10041,
  expired: 10051,
};

/** HTTP 401 `{ code, msg }` for a refused token (docs/design/protocol.md: expired is 10051). */
export const tokenError = (reason: TokenRefusal): HttpResponse<Refusal> => {
  const code = refusalCode[reason];
  return HttpResponse.json<Refusal>({ code, msg: errorCatalogue[code] }, { status: 401 });
};

/** The account behind `?token` (and `?mobile` when given), or the 401 answer to send instead. */
export function authorise(
  store: CloudStore,
  token: string | null,
  mobile: string | null,
): { account: CloudAccount } | { error: HttpResponse<Refusal> } {
  const check = store.tokens.check(token, mobile);
  if (!check.ok) return { error: tokenError(check.reason) };
  const account = store.account(check.mobile);
  return account ? { account } : { error: tokenError('unknown') };
}

/**
 * The fields of a body that pass the contract's request schema, each on its own (a field that fails
 * is left out, like a missing one): a handler answers the first bad field in the order the cloud
 * checks them, and never reads the raw body itself.
 */
export function fieldsOf<Shape extends z.ZodRawShape>(
  fields: { shape: Shape },
  body: Record<string, unknown>,
) {
  // The fields' object (classic zod or zod/mini, as protocol/rest.ts writes it) as a classic one.
  const schema = z.object(fields.shape);
  const whole = schema.safeParse(body);
  const bad = new Set(whole.success ? [] : whole.error.issues.map((issue) => issue.path[0]));
  const kept = Object.fromEntries(Object.entries(body).filter(([key]) => !bad.has(key)));
  // Cannot throw: every field that failed is left out, and each of the rest is optional.
  return schema.partial().parse(kept);
}

/** Reads a JSON, form-encoded or multipart body into plain string-keyed values; {} when unreadable. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const value: unknown = await request.json();
      return value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
    }
    if (type.includes('form')) {
      const form = await request.formData();
      return Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
    }
    const text = await request.text();
    return text ? readBodyText(text) : {};
  } catch {
    // A malformed body is the same as an empty one: the handler answers "parameter error".
    return {};
  }
}

function readBodyText(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** The profile part of login and user-detail answers. */
export const profileOf = (a: CloudAccount) => ({
  mobile: a.mobile,
  wxAvatarUrl: a.wxAvatarUrl,
  wxNickName: a.wxNickName,
  servers: a.servers,
});

/** HTTP 429 with Retry-After (protocol/rest.ts `tooManyAttemptsBody`): wait `seconds`. */
export const tooMany = (seconds: number) => {
  const body: TooManyAttempts = {
    code: tooManyAttemptsCode,
    msg: `尝试次数过多，请${seconds}秒后再试`,
    retryAfter: Math.max(1, Math.ceil(seconds)),
  };
  return HttpResponse.json<TooManyAttempts>(body, {
    status: 429,
    headers: { 'retry-after': String(body.retryAfter) },
  });
};
