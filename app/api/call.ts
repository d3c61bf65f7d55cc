import { z } from 'zod';
import { ApiError } from './errors';
import type { ApiBody, HttpClient } from './http';

/** The REST envelope as the endpoints return it when no schema is given: status 1 is success. */
export type Envelope = { status: number; msg?: string; data?: unknown };

/** The minimal local check of an envelope: a numeric status; msg a string when present. */
export const envelopeCheck: z.ZodType<Envelope> = z.object({
  status: z.number(),
  msg: z
    .string()
    .nullish()
    .transform((v) => v ?? undefined),
  data: z.unknown().optional(),
});

/** A REST call: with no schema it answers the checked envelope; with a schema, that schema's output. */
export type Call<P> = {
  (client: HttpClient, params: P): Promise<Envelope>;
  <T>(client: HttpClient, params: P, schema: z.ZodType<T>): Promise<T>;
};

/** Checks an answer against a schema; a mismatch is an ApiError naming the call and the first problem. */
export function decode<T>(what: string, schema: z.ZodType<T>, body: ApiBody): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new ApiError(
    `[api] ${what}: unexpected answer: ${where}${issue?.message ?? 'invalid'}`,
    200,
    undefined,
    body,
  );
}

/** Makes a call from its request (named for error messages); the answer is checked before it returns. */
export function defineCall<P>(
  what: string,
  send: (client: HttpClient, params: P) => Promise<ApiBody>,
): Call<P> {
  function call(client: HttpClient, params: P): Promise<Envelope>;
  function call<T>(client: HttpClient, params: P, schema: z.ZodType<T>): Promise<T>;
  async function call<T>(client: HttpClient, params: P, schema?: z.ZodType<T>): Promise<Envelope | T> {
    const body = await send(client, params);
    return schema ? decode(what, schema, body) : decode(what, envelopeCheck, body);
  }
  return call;
}
