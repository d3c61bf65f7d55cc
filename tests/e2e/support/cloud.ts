// The simulated cloud's control API (/sim/control/..., proxied by the app's origin), for e2e specs.
import { expect, type APIRequestContext } from '@playwright/test';

/** Fixture accounts (fixtures/accounts.ts) the auth specs use. */
export const users = {
  demo: { mobile: '13800000000', password: 'demo123456' },
  noServer: { mobile: '13800000001', password: 'grow123456' },
  oneServer: { mobile: '13800000002', password: 'grow123456' },
  threeServers: { mobile: '13800000003', password: 'grow123456' },
  arrearsYearly: { mobile: '13800000004', password: 'grow123456' },
  arrearsConstruction: { mobile: '13800000005', password: 'grow123456' },
} as const;

async function control(request: APIRequestContext, method: string, path: string, data?: unknown) {
  const response = await request.fetch(`/sim/control/${path}`, { method, data });
  expect(response.ok(), `${method} /sim/control/${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

export const cloud = {
  reset: (r: APIRequestContext) => control(r, 'POST', 'reset'),
  /** The last SMS code sent to a phone (waits until one was sent). */
  async smsCode(r: APIRequestContext, phone: string): Promise<string> {
    let code = '';
    await expect
      .poll(async () => {
        const response = await r.get(`/sim/control/sms/${phone}`);
        code = response.ok() ? String(((await response.json()) as { code?: string }).code ?? '') : '';
        return code;
      })
      .toMatch(/^\d{6}$/);
    return code;
  },
  expireTokens: (r: APIRequestContext, mobile: string) => control(r, 'POST', 'tokens/expire', { mobile }),
  arrears: (r: APIRequestContext, mobile: string) => control(r, 'POST', 'arrears', { mobile }),
  paid: (r: APIRequestContext, mobile: string) => control(r, 'DELETE', `arrears?mobile=${mobile}`),
  unbind: (r: APIRequestContext, mobile: string, sn: string) => control(r, 'POST', 'unbind', { mobile, sn }),
  failNext: (r: APIRequestContext, fault: { status?: number; delayMs?: number; path?: string }) =>
    control(r, 'POST', 'fail-next', fault),
  appInfo: (r: APIRequestContext, info: Record<string, string>) => control(r, 'PUT', 'app-info', info),
  state: (r: APIRequestContext) => control(r, 'GET', 'state'),
};
