// One protocol/rest.ts endpoint as an MSW handler: its method and path (on any origin), with the
// route params, the request body and the answer typed by the contract.
import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import type { RestEndpoint, RestPathParams, RestRequest, TooManyAttempts } from '../../../protocol/rest.ts';

/** HTTP 4xx `{ code, msg }`: a refused token (errorCatalogue code). */
export type Refusal = { code: number; msg: string };

/** What a handler of `E` answers: its envelope, a refused token, or too many attempts. */
export type RestReply<E extends RestEndpoint> =
  (z.input<E['response']> & Record<string, unknown>) | Refusal | TooManyAttempts;

/** The body a client of `E` sends (a form-encoded one arrives as the same fields). */
export type RestBody<E extends RestEndpoint> = RestRequest<E> & Record<string, unknown>;

const verbs = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The handler of `endpoint`: `http.<method><Params, Body, Reply>('*<path>', resolver)`. */
export function route<E extends RestEndpoint>(
  endpoint: E,
  resolver: HttpResponseResolver<RestPathParams<E['path']>, RestBody<E>, RestReply<E>>,
): HttpHandler {
  return verbs[endpoint.method]<RestPathParams<E['path']>, RestBody<E>, RestReply<E>>(
    `*${endpoint.path}`,
    resolver,
  );
}
