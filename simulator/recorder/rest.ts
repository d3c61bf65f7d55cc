/**
 * REST lines of a trace: one `/api/...` call of the cloud made while recording,
 * `{ t, rest: { method, path, status, request?, response? } }`. Passwords, tokens and SMS codes are
 * redacted before a line exists (bodies, and the query string of the path), so no trace holds one.
 */
import { z } from 'zod';
import type { ApiCall } from '../cloud/node.ts';

export type { ApiCall };

export const redacted = '[redacted]';

/** Keys whose values never reach a trace: passwords, tokens, SMS codes, secrets. */
const secretKey = /pass|token|sms|secret|captcha|verif|authorization/i;

const json = z.json();
export const restTraceLine = z
  .object({
    t: z.number().int().min(0),
    rest: z
      .object({
        method: z.string().regex(/^[A-Z]{3,7}$/),
        path: z.string().startsWith('/').max(2000),
        status: z.number().int().min(100).max(599),
        request: json.optional(),
        response: json.optional(),
      })
      .strict(),
  })
  .strict();
export type RestTraceLine = z.infer<typeof restTraceLine>;

/** A copy of a JSON value with every secret-looking key's value replaced (an SMS `code` too). */
export function redact(value: unknown): z.infer<typeof json> {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    const out: Record<string, z.infer<typeof json>> = {};
    for (const [key, inner] of Object.entries(value)) {
      const secret = secretKey.test(key) || (key === 'code' && typeof inner === 'string');
      out[key] = secret ? redacted : redact(inner);
    }
    return out;
  }
  return (value ?? null) as z.infer<typeof json>;
}

/** The path with secret query parameters redacted (`?mobile=1&token=[redacted]`). */
export function redactPath(url: string): string {
  const parsed = new URL(url, 'http://cloud');
  for (const key of [...parsed.searchParams.keys()])
    if (secretKey.test(key)) parsed.searchParams.set(key, redacted);
  return `${parsed.pathname}${parsed.search}`;
}

const text = new TextDecoder();

/** A body as JSON (JSON or form-encoded), redacted; other bodies only by their size. */
function bodyOf(type: string, bytes: Uint8Array | undefined): z.infer<typeof json> | undefined {
  if (!bytes || bytes.byteLength === 0) return undefined;
  try {
    if (type.includes('json')) return redact(JSON.parse(text.decode(bytes)));
    if (type.includes('x-www-form-urlencoded'))
      return redact(Object.fromEntries(new URLSearchParams(text.decode(bytes))));
  } catch {
    // a body the cloud could not read either: kept by its size only
  }
  return { bytes: bytes.byteLength, type: type.split(';')[0] || 'unknown' };
}

/** The trace line of an API call, redacted; undefined for anything outside `/api/`. */
export function restLineOf(call: ApiCall, t: number): RestTraceLine | undefined {
  const path = redactPath(call.url);
  if (!path.startsWith('/api/')) return undefined;
  const line: RestTraceLine = { t, rest: { method: call.method.toUpperCase(), path, status: call.status } };
  const request = bodyOf(call.contentType, call.requestBody);
  const response = bodyOf(call.responseType, call.responseBody);
  if (request !== undefined) line.rest.request = request;
  if (response !== undefined) line.rest.response = response;
  return line;
}

export const serializeRestLine = (line: RestTraceLine) => JSON.stringify({ t: line.t, rest: line.rest });
