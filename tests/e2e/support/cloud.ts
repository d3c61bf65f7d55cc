// The simulated cloud's control API (/sim/control/..., proxied by the app's origin), for e2e specs.
import { expect, type APIRequestContext } from '@playwright/test';
import { fillRestPath } from '../../../protocol/rest.ts';
import { simRoutes, type SimRoute } from '../../../protocol/sim-control.ts';
import { z } from '../../../protocol/zod-mini.ts';

/** Fixture accounts (fixtures/accounts.ts) the auth specs use. */
export const users = {
  demo: { mobile: '13800000000', password: 'demo123456' },
  noServer: { mobile: '13800000001', password: 'grow123456' },
  oneServer: { mobile: '13800000002', password: 'grow123456' },
  threeServers: { mobile: '13800000003', password: 'grow123456' },
  arrearsYearly: { mobile: '13800000004', password: 'grow123456' },
  arrearsConstruction: { mobile: '13800000005', password: 'grow123456' },
} as const;

/** A call of the cloud's control API (protocol/sim-control.ts), expected to succeed. */
async function control(request: APIRequestContext, route: SimRoute, data?: unknown, query = '') {
  const { method, path } = route;
  const response = await request.fetch(`${path}${query}`, { method, data });
  expect(response.ok(), `${method} ${path}${query}: ${await response.text()}`).toBe(true);
  return z.parse(z.record(z.string(), z.unknown()), await response.json());
}

export const cloud = {
  reset: (r: APIRequestContext) => control(r, simRoutes.reset),
  /** The last SMS code sent to a phone (waits until one was sent). */
  async smsCode(r: APIRequestContext, phone: string): Promise<string> {
    let code = '';
    await expect
      .poll(async () => {
        const response = await r.get(fillRestPath(simRoutes.lastSms.path, { phone }).path);
        const sent = z.safeParse(z.object({ code: z.string() }), response.ok() ? await response.json() : {});
        code = sent.success ? sent.data.code : '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    return code;
  },
  expireTokens: (r: APIRequestContext, mobile: string) => control(r, simRoutes.expireTokens, { mobile }),
  arrears: (r: APIRequestContext, mobile: string) => control(r, simRoutes.setArrears, { mobile }),
  paid: (r: APIRequestContext, mobile: string) =>
    control(r, simRoutes.clearArrears, undefined, `?mobile=${encodeURIComponent(mobile)}`),
  unbind: (r: APIRequestContext, mobile: string, sn: string) => control(r, simRoutes.unbind, { mobile, sn }),
  failNext: (r: APIRequestContext, fault: { status?: number; delayMs?: number; path?: string }) =>
    control(r, simRoutes.failNext, fault),
  appInfo: (r: APIRequestContext, info: Record<string, string>) => control(r, simRoutes.setAppInfo, info),
  state: (r: APIRequestContext) => control(r, simRoutes.state),
};
