/** The player's REST side: logs fixture accounts in at the cloud (once each) and GETs as them. */
import { z } from 'zod';
import { accounts, demoMobile } from '../fixtures/accounts.ts';

// What the cloud answers, read as far as the player needs it: any other shape is a failed call.
const loginAnswer = z.object({
  data: z.object({ token: z.string().optional() }).nullish(),
  msg: z.string().optional(),
});
const controlAnswer = z.object({ ok: z.boolean().optional(), error: z.string().optional() });
const bodyOf = async <T>(res: Response, schema: z.ZodType<T>): Promise<T | undefined> =>
  schema.safeParse(await res.json().catch(() => null)).data;

export type RestSession = {
  tokenOf: (mobile: string, password?: string) => Promise<string>;
  /** GET `path` with the account's session in the query; status and JSON body (null when not JSON). */
  get: (path: string, mobile?: string) => Promise<{ status: number; json: unknown }>;
  /** POST/PUT/DELETE a /sim/control call with the local control token; throws the cloud's reason. */
  control: (call: { method: string; path: string; body?: unknown }) => Promise<void>;
};

export function restSession(cloudUrl: string, controlToken: string): RestSession {
  const tokens = new Map<string, string>();
  const session: RestSession = {
    async tokenOf(mobile, password) {
      const known = tokens.get(mobile);
      if (known) return known;
      const pass = password ?? accounts.find((a) => a.mobile === mobile)?.password;
      if (!pass) throw new Error(`no fixture account ${mobile}`);
      const res = await fetch(`${cloudUrl}/api/v2/auth_related/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile, password: pass, uuid: 'scenario-player', agent: 'scenario-player' }),
      });
      const body = await bodyOf(res, loginAnswer);
      const token = body?.data?.token;
      if (!token) throw new Error(`login ${mobile} failed: ${res.status} ${body?.msg ?? ''}`);
      tokens.set(mobile, token);
      return token;
    },
    async get(path, mobile = demoMobile) {
      const token = await session.tokenOf(mobile);
      const url = new URL(path, cloudUrl);
      url.searchParams.set('mobile', mobile);
      url.searchParams.set('token', token);
      const res = await fetch(url);
      const text = await res.text();
      let json: unknown = null;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: res.status, json };
    },
    async control(call) {
      const res = await fetch(`${cloudUrl}${call.path}`, {
        method: call.method,
        headers: { 'content-type': 'application/json', 'x-gh-sim-token': controlToken },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      const body = await bodyOf(res, controlAnswer);
      if (!res.ok || body?.ok === false)
        throw new Error(`cloud ${call.method} ${call.path}: ${res.status} ${body?.error ?? ''}`.trim());
    },
  };
  return session;
}
