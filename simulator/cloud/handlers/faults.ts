// The fault gate: the first handler, it applies a queued fault (delay, status) to the next matching call.
import { delay, http, HttpResponse } from 'msw';
import { catalogueMessage } from '../../../protocol/errors.ts';
import type { CloudStore } from '../store.ts';

/** Only the REST surface takes faults; /sim (control, WeChat stand-in) always answers. */
const faultable = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/v1/');

export function faultHandlers(store: CloudStore) {
  return [
    http.all('*', async ({ request }) => {
      const { pathname } = new URL(request.url);
      if (!faultable(pathname)) return undefined;
      const fault = store.takeFault(pathname);
      if (!fault) return undefined;
      if (fault.delayMs) await delay(fault.delayMs);
      if (!fault.status) return undefined; // a delay alone: the real handler answers after it.
      const body = fault.body ?? {
        code: fault.status,
        msg: catalogueMessage(fault.status) ?? 'simulated fault',
      };
      store.log(`[cloud] fault ${fault.status} on ${request.method} ${pathname}`);
      return HttpResponse.json(body, { status: fault.status });
    }),
  ];
}
