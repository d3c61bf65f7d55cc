import { fillRestPath, type RestEndpoint } from '../../protocol/rest';
import { z, type Schema } from '../../protocol/zod-mini';
import type { QueryParams, QueryValue } from './encode';
import { ApiError } from './errors';
import type { ApiBody, HttpClient } from './http';

/** The REST envelope as the endpoints return it when no schema is given: status 1 is success. */
export type Envelope = { status: number; msg?: string; data?: unknown };

/** The minimal local check of an envelope: a numeric status; msg a string when present. */
export const envelopeCheck: Schema<Envelope> = z.object({
  status: z.number(),
  msg: z.pipe(
    z.nullish(z.string()),
    z.transform((v) => v ?? undefined),
  ),
  data: z.optional(z.unknown()),
});

/** A REST call: with no schema it answers the checked envelope; with a schema, that schema's output. */
export type Call<P> = {
  (client: HttpClient, params: P): Promise<Envelope>;
  <T>(client: HttpClient, params: P, schema: Schema<T>): Promise<T>;
};

/** Checks an answer against a schema; a mismatch is an ApiError naming the call and the first problem. */
export function decode<T>(what: string, schema: Schema<T>, body: ApiBody): T {
  const result = z.safeParse(schema, body);
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

/** True for a value the query can carry (strings, numbers, booleans; null and undefined are left out). */
const isQueryValue = (value: unknown): value is QueryValue =>
  value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value);

/** The query of a GET or DELETE: the request's fields that are not in the path. */
function queryOf(fields: Record<string, unknown>): QueryParams {
  const query: QueryParams = {};
  for (const [key, value] of Object.entries(fields)) if (isQueryValue(value)) query[key] = value;
  return query;
}

/** Sends a request as its contract says: the path filled, the other fields in the query or the body. */
function sendRequest(
  client: HttpClient,
  endpoint: RestEndpoint,
  request: Record<string, unknown>,
): Promise<ApiBody> {
  const { path, rest } = fillRestPath(endpoint.path, request);
  switch (endpoint.method) {
    case 'GET':
      return client.get(path, queryOf(rest));
    case 'DELETE':
      return client.del(path, queryOf(rest));
    case 'POST':
      return client.post(path, rest, { form: endpoint.form });
    case 'PUT':
      return client.put(path, rest, { form: endpoint.form });
  }
}

/**
 * The call of a protocol/rest.ts endpoint (named for error messages): typed by the endpoint's
 * request; the answer is checked before it returns (pass `endpoint.response` for the typed answer).
 */
export function defineCall<Request extends Record<string, unknown>>(
  what: string,
  endpoint: RestEndpoint & { request: z.core.$ZodType<unknown, Request> },
): Call<Request> {
  function call(client: HttpClient, params: Request): Promise<Envelope>;
  function call<T>(client: HttpClient, params: Request, schema: Schema<T>): Promise<T>;
  async function call<T>(client: HttpClient, params: Request, schema?: Schema<T>): Promise<Envelope | T> {
    const body = await sendRequest(client, endpoint, params);
    return schema ? decode(what, schema, body) : decode(what, envelopeCheck, body);
  }
  return call;
}
