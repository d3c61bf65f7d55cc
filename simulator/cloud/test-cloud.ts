// A cloud for tests: the store and its handlers on a clock the test moves, called like the app calls it.
import { getResponse } from 'msw';
import { createHandlers } from './handlers/index.ts';
import { CloudStore } from './store.ts';

/** A form body from an object's fields (a test's form bodies hold text only). */
const formOf = (body: unknown) =>
  new URLSearchParams(
    Object.entries(body && typeof body === 'object' ? body : {}).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );

/** The answer carries the HTTP status, headers and body (parsed when JSON). */
export function makeCloud(start = Date.UTC(2026, 5, 1)) {
  let now = start;
  const lines: string[] = [];
  const store = new CloudStore({ now: () => now, randomCode: () => '123456', log: (l) => lines.push(l) });
  const handlers = createHandlers(store);
  const call = async (method: string, path: string, body?: unknown, form = false) => {
    const init: RequestInit = { method };
    if (body !== undefined) {
      init.body = form ? formOf(body) : JSON.stringify(body);
      init.headers = { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' };
    }
    const response = await getResponse(handlers, new Request(`http://cloud.test${path}`, init));
    if (!response) throw new Error(`no handler for ${method} ${path}`);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: text.startsWith('{') ? JSON.parse(text) : text,
    };
  };
  return { store, call, lines, tick: (ms: number) => (now += ms) };
}
