// A fetch stand-in for unit tests: answers by "METHOD /path" and records every request.
import { vi } from 'vitest';

export type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  contentType: string;
};
export type Answer =
  { status?: number; json: unknown } | ((req: Recorded) => { status?: number; json: unknown });

/** Installs the fake; returns the record of requests. Unknown routes answer 404. */
export function fakeFetch(routes: Record<string, Answer>): Recorded[] {
  const seen: Recorded[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://app.test');
    const headers = new Headers(init.headers);
    const req: Recorded = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body:
        typeof init.body === 'string'
          ? init.body
          : init.body instanceof URLSearchParams
            ? init.body.toString()
            : '',
      contentType: headers.get('content-type') ?? '',
    };
    seen.push(req);
    const route = routes[`${req.method} ${req.path}`];
    const answer = typeof route === 'function' ? route(req) : route;
    if (!answer) return Promise.resolve(new Response(JSON.stringify({ code: 10020 }), { status: 404 }));
    return Promise.resolve(new Response(JSON.stringify(answer.json), { status: answer.status ?? 200 }));
  });
  return seen;
}
