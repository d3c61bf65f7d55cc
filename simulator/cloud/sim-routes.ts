// The simulated cloud's own calls, beside the product's REST contract (protocol/rest.ts): the
// control API (README), the WeChat stand-in and the package downloads.
import { http, type DefaultBodyType, type HttpHandler, type HttpResponseResolver } from 'msw';
import { z } from 'zod';
import { appInfo, cost, server, type RestPathParams } from '../../protocol/rest.ts';

/** A /sim call: its method and path; `:name` segments are route params. */
export type SimRoute = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: `/sim/${string}`;
};

export const simRoutes = {
  reset: { method: 'POST', path: '/sim/control/reset' },
  state: { method: 'GET', path: '/sim/control/state' },
  lastSms: { method: 'GET', path: '/sim/control/sms/:phone' },
  expireTokens: { method: 'POST', path: '/sim/control/tokens/expire' },
  setArrears: { method: 'POST', path: '/sim/control/arrears' },
  clearArrears: { method: 'DELETE', path: '/sim/control/arrears' },
  setCost: { method: 'PUT', path: '/sim/control/cost' },
  unbind: { method: 'POST', path: '/sim/control/unbind' },
  bind: { method: 'POST', path: '/sim/control/bind' },
  failNext: { method: 'POST', path: '/sim/control/fail-next' },
  setAppInfo: { method: 'PUT', path: '/sim/control/app-info' },
  wechatQr: { method: 'GET', path: '/sim/wechat/qr' },
  wechatScan: { method: 'GET', path: '/sim/wechat/scan' },
  download: { method: 'GET', path: '/sim/downloads/:file' },
} as const satisfies Record<string, SimRoute>;

/** Request bodies of the control API; a field of the wrong type counts as absent. */
export const controlBodies = {
  expireTokens: z.object({ mobile: z.string(), token: z.string() }),
  setArrears: z.object({
    mobile: z.string(),
    total: z.number(),
    arrearsAmount: z.number(),
    daysOverdue: z.number(),
  }),
  /** A missing cost is `null` (paid up, nothing due); a malformed one is refused. */
  setCost: z.object({ mobile: z.string(), cost: z.nullable(cost).default(null) }),
  unbind: z.object({ mobile: z.string(), sn: z.string() }),
  bind: z.object({ mobile: z.string(), server }),
  failNext: z.object({
    status: z.number(),
    delayMs: z.number(),
    path: z.string(),
    body: z.unknown(),
    count: z.number(),
  }),
  setAppInfo: z.object(appInfo.shape).partial(),
};

const verbs = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The MSW handler of a /sim call, on any origin, with its route params typed. */
export function simRoute<R extends SimRoute>(
  route: R,
  resolver: HttpResponseResolver<RestPathParams<R['path']>, DefaultBodyType, undefined>,
): HttpHandler {
  return verbs[route.method]<RestPathParams<R['path']>>(`*${route.path}`, resolver);
}
