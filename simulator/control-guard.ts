/**
 * Who may drive the simulated world (`/sim/control` answered any web page with
 * `Access-Control-Allow-Origin: *`, so a page open in the same browser could read SMS codes or bind
 * a controller to another user). Browsers: same-origin requests only, judged by `Sec-Fetch-Site`
 * and `Origin` against `Host` (the Vite proxies keep the app's Host). Anything else (curl, Node,
 * Playwright's request API): the local token in the `x-gh-sim-token` header.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';

const simTokenHeader = 'x-gh-sim-token';

export type GuardVerdict = { ok: true } | { ok: false; status: 401 | 403; reason: string };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function checkControlRequest(headers: IncomingHttpHeaders, token: string): GuardVerdict {
  const given = one(headers[simTokenHeader]);
  if (given !== undefined && sameToken(given, token)) return { ok: true };
  const site = one(headers['sec-fetch-site']);
  const origin = one(headers.origin);
  if (site === undefined && origin === undefined)
    return { ok: false, status: 401, reason: `outside a browser, send the local token in ${simTokenHeader}` };
  const sameSite = site === undefined || site === 'same-origin' || site === 'none';
  let sameHost = true;
  if (origin !== undefined) {
    try {
      sameHost = new URL(origin).host === one(headers.host);
    } catch {
      sameHost = false;
    }
  }
  return sameSite && sameHost
    ? { ok: true }
    : { ok: false, status: 403, reason: 'the simulator answers only pages of its own origin' };
}

/**
 * The local token: GH_SIM_TOKEN, else a new random one written to `<dir>/sim-token` (mode 600) for
 * curl and scripts on this machine (`-H "x-gh-sim-token: $(cat .state/sim-token)"`).
 */
export function localSimToken(env: Record<string, string | undefined>, dir = '.state'): string {
  const fromEnv = env.GH_SIM_TOKEN;
  if (fromEnv) return fromEnv;
  const token = randomBytes(16).toString('hex');
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'sim-token'), `${token}\n`, { mode: 0o600 });
  } catch (error) {
    console.error(`[sim] could not write ${path.join(dir, 'sim-token')}: ${String(error)}`);
  }
  return token;
}
