/**
 * The orchestrator under failure: a part of the world is restarted or stopped alone, on its
 * ports, and the others keep running (scripts/world.ts, driven by scripts/supervisor.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import { startWorld, type World } from '../../scripts/world.ts';

let world: World;
const login = async () =>
  (await (
    await fetch(`${world.cloud.url}/api/v2/auth_related/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: '13800000000', password: 'demo123456', uuid: 'u', agent: 'a' }),
    })
  ).json()) as { status: number; data: { token: string } };
const online = () => world.sim.controllers.every((c) => c.online);

beforeAll(async () => {
  process.env.GH_SIM_TOKEN = 'world-token-for-tests';
  world = await startWorld({
    ports: { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 },
    farm: makeFarm(43, { servers: 2, zonesPerServer: 1 }),
    warmDays: 0,
    log: () => undefined,
  });
});
afterAll(async () => {
  await world?.stop();
  delete process.env.GH_SIM_TOKEN;
});

describe('restarting one part of the world', () => {
  it('restarts the broker on its ports: the controllers come back by themselves', async () => {
    const port = world.broker.tcpPort;
    await expect.poll(online).toBe(true);
    await world.restart('broker');
    expect(world.broker.tcpPort).toBe(port);
    await expect.poll(() => world.broker.stats().clients.byKind.controller, { timeout: 15_000 }).toBe(2);
  });

  it('restarts the cloud with its accounts and tokens', async () => {
    const { data } = await login();
    await world.restart('cloud');
    expect(world.cloud.verifyToken('13800000000', data.token)).toMatchObject({ ok: true });
    expect((await login()).status).toBe(1);
  });

  it('stops the simulator alone: cloud and broker keep answering', async () => {
    await world.isolate('simulator');
    expect((await login()).status).toBe(1);
    const status = await fetch(`${world.simControlUrl}/sim/world/status`, {
      headers: { 'x-gh-sim-token': world.controlToken },
    });
    expect(status.status).toBe(503);
    expect(world.broker.stats().clients.byKind.controller).toBe(0);
  });
});
