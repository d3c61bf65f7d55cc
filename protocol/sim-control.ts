/**
 * The simulated cloud's own calls (/sim/control/*, the WeChat stand-in, the package downloads): each
 * call's method and path, and the bodies of the control API, as zod (mini). The cloud's handlers
 * (simulator/cloud/handlers/control.ts) check bodies with them, scenarios and tests build their paths
 * from them, and `npm run contract` writes them into the OpenAPI document. Not part of the product.
 */
import { appInfo, cost, server } from './rest.ts';
import { z } from './zod-mini.ts';

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
  setCost: z.object({ mobile: z.string(), cost: z._default(z.nullable(cost), null) }),
  unbind: z.object({ mobile: z.string(), sn: z.string() }),
  bind: z.object({ mobile: z.string(), server }),
  failNext: z.object({
    status: z.number(),
    delayMs: z.number(),
    path: z.string(),
    body: z.unknown(),
    count: z.number(),
  }),
  setAppInfo: z.partial(appInfo),
};
