// The control API (/sim/control/...): tests, scenarios and trainers set the cloud through it.
import { HttpResponse } from 'msw';
import { z } from '../../../protocol/zod-mini.ts';
import { controlBodies, simRoute, simRoutes } from '../sim-routes.ts';
import type { CloudStore, Fault } from '../store.ts';
import { arrearsCost, paidCost } from './costs.ts';
import { fieldsOf, readBody } from './respond.ts';

const done = (data: Record<string, unknown> = {}) => HttpResponse.json({ ok: true, ...data });
const bad = (error: string, status = 400) => HttpResponse.json({ ok: false, error }, { status });

export function controlHandlers(store: CloudStore) {
  const withAccount = (mobile: string, act: () => Response) =>
    store.account(mobile) ? act() : bad(`no account ${mobile}`, 404);
  return [
    // ?sessions=keep: accounts, codes, limits and faults back to the seed, logged-in apps stay logged
    // in (a scenario's world starts this way without logging the trainer out).
    simRoute(simRoutes.reset, ({ request }) => {
      store.reset({ keepSessions: new URL(request.url).searchParams.get('sessions') === 'keep' });
      return done();
    }),
    simRoute(simRoutes.state, () =>
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
    simRoute(simRoutes.lastSms, ({ params }) => {
      const sent = store.sms.last(params.phone);
      return sent ? done({ ...sent }) : bad('no code sent to this phone', 404);
    }),
    simRoute(simRoutes.expireTokens, async ({ request }) => {
      const body = fieldsOf(controlBodies.expireTokens, await readBody(request));
      const mobile = body.mobile || undefined;
      const token = body.token || undefined;
      if (!mobile && !token) return bad('give mobile or token');
      return done({ expired: store.tokens.expire({ mobile, token }) });
    }),
    simRoute(simRoutes.setArrears, async ({ request }) => {
      const { mobile = '', ...amounts } = fieldsOf(controlBodies.setArrears, await readBody(request));
      return withAccount(mobile, () => (store.setCost(mobile, arrearsCost(store.now(), amounts)), done()));
    }),
    simRoute(simRoutes.clearArrears, ({ request }) => {
      const mobile = new URL(request.url).searchParams.get('mobile') ?? '';
      return withAccount(mobile, () => (store.setCost(mobile, paidCost(store.now())), done()));
    }),
    simRoute(simRoutes.setCost, async ({ request }) => {
      const body = await readBody(request);
      const { mobile = '' } = fieldsOf(z.pick(controlBodies.setCost, { mobile: true }), body);
      const parsed = z.safeParse(z.pick(controlBodies.setCost, { cost: true }), body);
      if (!parsed.success) return bad('cost does not match the cost schema');
      return withAccount(mobile, () => (store.setCost(mobile, parsed.data.cost), done()));
    }),
    simRoute(simRoutes.unbind, async ({ request }) => {
      const { mobile = '', sn = '' } = fieldsOf(controlBodies.unbind, await readBody(request));
      return store.unbind(mobile, sn) ? done() : bad('no such account or server', 404);
    }),
    simRoute(simRoutes.bind, async ({ request }) => {
      const { mobile = '', server } = fieldsOf(controlBodies.bind, await readBody(request));
      if (!server) return bad('server needs sn and mqttBaseTopic');
      return store.bind(mobile, server) ? done() : bad('no such account', 404);
    }),
    simRoute(simRoutes.failNext, async ({ request }) => {
      const body = fieldsOf(controlBodies.failNext, await readBody(request));
      const fault: Fault = {
        status: body.status,
        delayMs: body.delayMs,
        path: body.path || undefined,
        body: body.body,
      };
      if (!fault.status && !fault.delayMs) return bad('give status and/or delayMs');
      const count = Math.min(Math.max(body.count ?? 1, 1), 100);
      for (let i = 0; i < count; i += 1) store.faults.push({ ...fault });
      return done({ queued: store.faults.length });
    }),
    simRoute(simRoutes.setAppInfo, async ({ request }) => {
      const parsed = z.safeParse(controlBodies.setAppInfo, await readBody(request));
      if (!parsed.success) return bad('fields must be app-info strings');
      store.appInfo = { ...store.appInfo, ...parsed.data };
      return done({ appInfo: store.appInfo });
    }),
  ];
}
