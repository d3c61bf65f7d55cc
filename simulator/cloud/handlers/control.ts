// The control API (/sim/control/...): tests, scenarios and trainers set the cloud through it.
import { http, HttpResponse } from 'msw';
import { appInfo, cost as costSchema, server as serverSchema } from '../../../protocol/rest.ts';
import type { CloudStore, Fault } from '../store.ts';
import { arrearsCost, paidCost } from './costs.ts';
import { readBody, str } from './respond.ts';

const done = (data: Record<string, unknown> = {}) => HttpResponse.json({ ok: true, ...data });
const bad = (error: string, status = 400) => HttpResponse.json({ ok: false, error }, { status });
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

export function controlHandlers(store: CloudStore) {
  const withAccount = (mobile: string, act: () => Response) =>
    store.account(mobile) ? act() : bad(`no account ${mobile}`, 404);
  return [
    http.post('*/sim/control/reset', () => {
      store.reset();
      return done();
    }),
    http.get('*/sim/control/state', () =>
      done({
        accounts: [...store.accounts.values()].map((a) => ({
          mobile: a.mobile,
          servers: a.servers.map((s) => s.sn),
          cost: a.cost,
        })),
        appInfo: store.appInfo,
        faults: store.faults,
      }),
    ),
    http.get('*/sim/control/sms/:phone', ({ params }) => {
      const sent = store.sms.last(str(params.phone));
      return sent ? done({ ...sent }) : bad('no code sent to this phone', 404);
    }),
    http.post('*/sim/control/tokens/expire', async ({ request }) => {
      const body = await readBody(request);
      const mobile = str(body.mobile) || undefined;
      const token = str(body.token) || undefined;
      if (!mobile && !token) return bad('give mobile or token');
      return done({ expired: store.tokens.expire({ mobile, token }) });
    }),
    http.post('*/sim/control/arrears', async ({ request }) => {
      const body = await readBody(request);
      const mobile = str(body.mobile);
      const amounts = {
        total: num(body.total),
        arrearsAmount: num(body.arrearsAmount),
        daysOverdue: num(body.daysOverdue),
      };
      return withAccount(mobile, () => (store.setCost(mobile, arrearsCost(store.now(), amounts)), done()));
    }),
    http.delete('*/sim/control/arrears', ({ request }) => {
      const mobile = new URL(request.url).searchParams.get('mobile') ?? '';
      return withAccount(mobile, () => (store.setCost(mobile, paidCost(store.now())), done()));
    }),
    http.put('*/sim/control/cost', async ({ request }) => {
      const body = await readBody(request);
      const mobile = str(body.mobile);
      const parsed = costSchema.nullable().safeParse(body.cost ?? null);
      if (!parsed.success) return bad('cost does not match the cost schema');
      return withAccount(mobile, () => (store.setCost(mobile, parsed.data), done()));
    }),
    http.post('*/sim/control/unbind', async ({ request }) => {
      const body = await readBody(request);
      return store.unbind(str(body.mobile), str(body.sn)) ? done() : bad('no such account or server', 404);
    }),
    http.post('*/sim/control/bind', async ({ request }) => {
      const body = await readBody(request);
      const parsed = serverSchema.safeParse(body.server);
      if (!parsed.success) return bad('server needs sn and mqttBaseTopic');
      return store.bind(str(body.mobile), parsed.data) ? done() : bad('no such account', 404);
    }),
    http.post('*/sim/control/fail-next', async ({ request }) => {
      const body = await readBody(request);
      const fault: Fault = {
        status: num(body.status),
        delayMs: num(body.delayMs),
        path: str(body.path) || undefined,
        body: body.body,
      };
      if (!fault.status && !fault.delayMs) return bad('give status and/or delayMs');
      const count = Math.min(Math.max(num(body.count) ?? 1, 1), 100);
      for (let i = 0; i < count; i += 1) store.faults.push({ ...fault });
      return done({ queued: store.faults.length });
    }),
    http.put('*/sim/control/app-info', async ({ request }) => {
      const parsed = appInfo.partial().safeParse(await readBody(request));
      if (!parsed.success) return bad('fields must be app-info strings');
      store.appInfo = { ...store.appInfo, ...parsed.data };
      return done({ appInfo: store.appInfo });
    }),
  ];
}
