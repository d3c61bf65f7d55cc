/**
 * The cloud follows the world clock. Jumped through /sim/world/clock, a token outlives its
 * TTL and an SMS code its 5 minutes in simulated time, and bills are dated by the world's day.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import { startWorld, type World } from '../../scripts/world.ts';
import { SMS_CODE_TTL_MS } from '../../simulator/cloud/sms.ts';
import { createWorldClock } from '../../simulator/world-clock.ts';

const mobile = '13800000000';
const start = Date.UTC(2026, 0, 10, 4);
let world: World;

const login = async (body: Record<string, string>) =>
  (await (
    await fetch(`${world.cloud.url}/api/v2/auth_related/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, uuid: 'u', agent: 'a', ...body }),
    })
  ).json()) as { status: number; data?: { token: string } };
const jump = async (ms: number) => {
  const res = await fetch(`${world.simControlUrl}/sim/world/clock`, {
    method: 'POST',
    headers: { 'x-gh-sim-token': world.controlToken },
    body: JSON.stringify({ action: 'jump', ms }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { now: number }).now;
};

beforeAll(async () => {
  process.env.GH_SIM_TOKEN = 'world-clock-token-for-tests';
  world = await startWorld({
    ports: { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 },
    farm: makeFarm(44, { servers: 1, zonesPerServer: 1 }),
    clock: createWorldClock({ start, paced: false }),
    warmDays: 0,
    stateDir: undefined,
    log: () => undefined,
  });
});
afterAll(async () => {
  await world?.stop();
  delete process.env.GH_SIM_TOKEN;
});

describe('the cloud on the world clock', () => {
  it('lets an SMS code expire after its TTL of simulated time', async () => {
    await fetch(`${world.cloud.url}/api/v1/common/sms/safecode/${mobile}`);
    const code = world.cloud.store.sms.last(mobile)!.code;
    await jump(SMS_CODE_TTL_MS + 1000);
    expect((await login({ smsCode: code })).status).toBe(0);
    await jump(60_000); // the next code may be sent a minute later
    await fetch(`${world.cloud.url}/api/v1/common/sms/safecode/${mobile}`);
    const fresh = world.cloud.store.sms.last(mobile)!.code;
    await jump(SMS_CODE_TTL_MS - 60_000);
    expect((await login({ smsCode: fresh })).status).toBe(1);
  });

  it("expires a token once the world jumps past its TTL, and dates bills by the world's day", async () => {
    // A login's token lives a day; a 10-minute one keeps the jump (and the test) short.
    const token = world.cloud.store.tokens.issue(mobile, 600);
    expect(world.cloud.verifyToken(mobile, token)).toMatchObject({ ok: true });
    await jump(590_000);
    expect(world.cloud.verifyToken(mobile, token)).toMatchObject({ ok: true });
    const now = await jump(10_000);
    expect(world.cloud.verifyToken(mobile, token)).toEqual({ ok: false, reason: 'expired' });
    const servers = await fetch(
      `${world.cloud.url}/api/v1/easygrow/general/user/base_server?token=${token}&mobile=${mobile}`,
    );
    expect(servers.status).toBe(401);
    expect(await servers.json()).toMatchObject({ code: 10051 });
    expect(world.cloud.store.now()).toBe(now);
    const overdue = await fetch(`${world.cloud.url}/sim/control/arrears`, {
      method: 'POST',
      headers: { 'x-gh-sim-token': world.controlToken, 'content-type': 'application/json' },
      body: JSON.stringify({ mobile, daysOverdue: 3 }),
    });
    expect(overdue.status).toBe(200);
    const fresh = (await login({ password: 'demo123456' })).data!.token;
    const cost = await fetch(
      `${world.cloud.url}/api/v2/auth_related/user/cost?token=${fresh}&mobile=${mobile}`,
    );
    // The world is on 2026-01-10 (the wall clock is not), so 3 days overdue is 2026-01-07.
    expect(await cost.json()).toMatchObject({ data: { cost: { yearlyPayment: { endDate: '2026-01-07' } } } });
  });
});
