/**
 * Attacks on the cloud, over real HTTP: attempt limits, body and escape limits, the
 * simulator's control APIs closed to other origins, tokens that survive a restart.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import { tooManyAttemptsBody } from '../../protocol/rest.ts';
import { startCloud, type CloudServer } from '../../simulator/cloud/node.ts';
import { startWorld, type World } from '../../scripts/world.ts';

const token = 'local-token-for-tests';
let now = Date.UTC(2026, 10, 24, 8);
let cloud: CloudServer;
const dirs: string[] = [];

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${cloud.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const login = (body: Record<string, string>) =>
  post('/api/v2/auth_related/login', { mobile: '13800000000', uuid: 'dev-1', agent: 'test', ...body });
const control = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${cloud.url}/sim/control/${path}`, { headers });

beforeAll(async () => {
  cloud = await startCloud({ port: 0, now: () => now, log: () => undefined, controlToken: token });
});
afterAll(async () => {
  await cloud.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => cloud.store.reset());

describe('the cloud under attack', () => {
  it('locks a phone after a few wrong passwords: 2,000 guesses, the right one waits out the lock', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 2000; i++) answers.push((await login({ password: `guess-${i}` })).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(1995);
    const locked = await login({ password: 'demo123456' });
    expect(locked.status).toBe(429);
    const body = tooManyAttemptsBody.parse(await locked.json());
    expect(Number(locked.headers.get('retry-after'))).toBe(body.retryAfter);
    now += body.retryAfter * 1000;
    expect(((await (await login({ password: 'demo123456' })).json()) as { status: number }).status).toBe(1);
  });

  it('sends one SMS per phone per minute and at most 10 an hour', async () => {
    const sends: number[] = [];
    for (let i = 0; i < 50; i++)
      sends.push((await fetch(`${cloud.url}/api/v1/common/sms/safecode/13800000000`)).status);
    expect(sends.filter((s) => s === 200)).toHaveLength(1);
    let sent = 1;
    for (let minute = 0; minute < 55; minute++) {
      now += 61_000;
      if ((await fetch(`${cloud.url}/api/v1/common/sms/safecode/13800000000`)).status === 200) sent++;
    }
    expect(sent).toBe(10);
  });

  it('voids a login code after 5 wrong guesses: the right code no longer logs in', async () => {
    await fetch(`${cloud.url}/api/v1/common/sms/safecode/13800000000`);
    const code = cloud.store.sms.last('13800000000')!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    const msgs: string[] = [];
    for (let i = 0; i < 5; i++)
      msgs.push(((await (await login({ smsCode: wrong })).json()) as { msg: string }).msg);
    expect(msgs.at(-1)).toBe('验证码错误次数过多，请重新获取');
    now += 3_600_000; // past any lock
    const right = (await (await login({ smsCode: code })).json()) as { status: number };
    expect(right.status).toBe(0);
  });

  it('answers 413 to a huge body without reading it, and 400 to a path that does not decode', async () => {
    const declared = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${cloud.url}/api/v2/auth_related/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.write('{"mobile":"');
    });
    expect(declared).toBe(413);
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = http.request(`${cloud.url}/api/v2/auth_related/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let written = 0;
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      const pump = () => {
        // Stops by itself at 100 MB; the answer comes long before.
        while (written < 100 * 1024 * 1024 && req.write(chunk)) written += chunk.length;
        if (written < 100 * 1024 * 1024) req.once('drain', pump);
      };
      pump();
    });
    expect(streamed).toBe(413);
    const bad = await fetch(`${cloud.url}/api/v1/common/sms/code/%E0%A4%A`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 10030 });
  });

  it('answers /sim/control only to its own origin or with the local token, and never with CORS', async () => {
    await fetch(`${cloud.url}/api/v1/common/sms/safecode/13800000000`);
    const host = new URL(cloud.url).host;
    const crossSite = await control('sms/13800000000', {
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('access-control-allow-origin')).toBeNull();
    expect((await control('sms/13800000000')).status).toBe(401);
    expect((await control('sms/13800000000', { 'x-gh-sim-token': 'guess' })).status).toBe(401);
    expect((await control('sms/13800000000', { 'x-gh-sim-token': token })).status).toBe(200);
    const sameOrigin = await control('sms/13800000000', {
      origin: `http://${host}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(200);
    const login = await fetch(`${cloud.url}/api/v2/auth_related/login`, { method: 'OPTIONS' });
    expect(login.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps tokens across a restart when it has a state directory', async () => {
    const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-cloud-'));
    dirs.push(stateDir);
    const first = await startCloud({ port: 0, stateDir, log: () => undefined, controlToken: token });
    const answer = (await (
      await fetch(`${first.url}/api/v2/auth_related/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '13800000000', password: 'demo123456', uuid: 'u', agent: 'a' }),
      })
    ).json()) as { data: { token: string } };
    await first.close();
    const second = await startCloud({ port: 0, stateDir, log: () => undefined, controlToken: token });
    expect(second.verifyToken('13800000000', answer.data.token)).toMatchObject({ ok: true });
    await second.close();
  });
});

describe("the world's /sim/world control API", () => {
  let world: World;
  beforeAll(async () => {
    process.env.GH_SIM_TOKEN = token;
    world = await startWorld({
      ports: { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 },
      farm: makeFarm(41, { servers: 1, zonesPerServer: 1 }),
      warmDays: 0,
      log: () => undefined,
    });
  });
  afterAll(async () => {
    await world?.stop();
    delete process.env.GH_SIM_TOKEN;
  });

  it('refuses other origins and token-less callers, answers the token', async () => {
    const url = `${world.simControlUrl}/sim/world/status`;
    const evil = await fetch(url, {
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { 'x-gh-sim-token': world.controlToken } })).status).toBe(200);
  });
});
