import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFarm } from '../fixtures/farms.ts';
import { createClock } from './clock.ts';
import { createMemoryBus } from './controller/transport-memory.ts';
import { startSimulator, type RunningSimulator } from './index.ts';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function serve() {
  const farm = makeFarm(8, { servers: 2, zonesPerServer: 1 });
  const bus = createMemoryBus();
  const sim: RunningSimulator = await startSimulator({
    warmDays: 0,
    farm,
    clock: createClock({ mode: 'stepped' }),
    transport: (s) => bus.client(s.server.sn),
    log: () => undefined,
  });
  const server = http.createServer((req, res) => {
    void sim.controlHandler(req, res).then((handled) => {
      if (!handled) res.writeHead(418).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cleanup = async () => {
    await sim.stop();
    await new Promise((resolve) => server.close(resolve));
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
  };
  return { sim, bus, call };
}

describe('control API', () => {
  it('shows status, switches faults on and off, and refuses bad commands', async () => {
    const { sim, call } = await serve();
    const status = await call('GET', '/sim/world/status');
    expect(status.body.controllers).toHaveLength(2);
    const sn = sim.controllers[0]!.sn;
    const set = await call('POST', '/sim/world/faults', {
      op: 'set',
      kind: 'sensorOffline',
      target: { sn, id: 1 },
    });
    expect(set.status).toBe(200);
    expect(sim.faults.find('sensorOffline', { sn, id: 1 })).toBeDefined();
    expect((await call('POST', '/sim/world/faults', { op: 'set', kind: 'nope' })).status).toBe(400);
    expect((await call('POST', '/sim/world/faults', '{')).status).toBe(400);
    expect((await call('GET', '/sim/world/faults')).body.faults).toHaveLength(1);
    expect((await call('DELETE', '/sim/world/faults')).body).toMatchObject({ cleared: 1 });
  });

  it('reboots a controller, steps the clock, and leaves other paths alone', async () => {
    const { sim, call } = await serve();
    const sn = sim.controllers[1]!.sn;
    expect((await call('POST', `/sim/world/controllers/${sn}/reboot`)).status).toBe(202);
    expect(sim.controllers[1]!.online).toBe(false);
    expect((await call('POST', '/sim/world/controllers/nope/reboot')).status).toBe(404);
    const before = sim.clock.now();
    expect((await call('POST', '/sim/world/clock/advance', { ms: 6000 })).body).toMatchObject({
      now: before + 6000,
    });
    expect((await call('POST', '/sim/world/clock/advance', { ms: -1 })).status).toBe(400);
    expect((await call('GET', '/api/v2/anything')).status).toBe(418);
  });

  it('resets the world: faults off, every actuator held still or handed back to automation', async () => {
    const { sim, call } = await serve();
    const [first] = sim.controllers;
    const aids = first!.context.config.list('actuator').map((a) => a.aid);
    await call('POST', '/sim/world/faults', { op: 'set', kind: 'ackDelay', target: {}, params: { ms: 1 } });
    const held = await call('POST', '/sim/world/reset', { automation: 'hold' });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ now: sim.clock.now(), faultsCleared: 1, refused: [] });
    expect(sim.faults.list()).toEqual([]);
    for (const aid of aids) expect(first!.context.actuators.report(aid)?.mode).toBe('manual');
    const levels = aids.map((aid) => first!.context.actuators.level(aid));
    sim.clock.advance(10 * 60_000);
    expect(aids.map((aid) => first!.context.actuators.level(aid))).toEqual(levels);
    expect((await call('POST', '/sim/world/reset')).body).toMatchObject({ faultsCleared: 0, refused: [] });
    for (const aid of aids) expect(first!.context.actuators.report(aid)?.mode).toBe('auto');
    expect((await call('POST', '/sim/world/reset', { automation: 'off' })).status).toBe(400);
  });

  it('returns a heating loop a grower took over by hand to its fixture mode and the automation', async () => {
    const { sim, call } = await serve();
    const { context } = sim.controllers[0]!;
    const [loop] = context.config.list('heating');
    expect(context.heating.start(loop!.hid).code).toBe(0);
    expect(context.config.get('heating', loop!.hid)?.mode).toBe('manual');
    expect((await call('POST', '/sim/world/reset')).status).toBe(200);
    expect(context.config.get('heating', loop!.hid)?.mode).toBe(loop!.mode);
    expect(context.actuators.report(loop!.aid)?.mode).toBe('auto');
  });

  it('restores the fixture configuration under its own keys: changed, deleted and added records', async () => {
    const { sim, call } = await serve();
    const config = sim.controllers[0]!.context.config;
    const [strategy, second] = config.list('strategy');
    config.put('strategy', { ...strategy!, enabled: false, priority: 3 });
    config.remove('strategy', second!.stid);
    const added = config.add('fertRecipe', { name: 'x', ec: 1, ph: 6, ratioA: 1, ratioB: 1, ratioAcid: 0 });
    expect((await call('POST', '/sim/world/reset')).status).toBe(200);
    expect(config.get('strategy', strategy!.stid)).toEqual(strategy);
    expect(config.get('strategy', second!.stid)).toEqual(second);
    expect(config.get('fertRecipe', added.rid)).toBeUndefined();
    // A key once given is never given again, so a stale client's record cannot collide.
    expect(config.add('fertRecipe', { name: 'y' }).rid).toBeGreaterThan(added.rid);
  });

  it('overrides the weather: 400 on bad input with nothing applied, the station reads it, cleared by DELETE and reset', async () => {
    const { sim, call } = await serve();
    const [first, second] = sim.controllers;
    const windSids = (c: typeof first) =>
      c!.context.config
        .list('sensor')
        .filter((s) => s.type === 'windSpeed')
        .map((s) => s.sid);
    const wind = (c: typeof first) => {
      c!.world!.sync();
      return c!.world!.greenhouse.outside().windSpeed;
    };
    expect(windSids(first).length).toBeGreaterThan(0);
    const bad = await call('POST', '/sim/world/weather', { windSpeed: 30, outHum: 130 });
    expect(bad.status).toBe(400);
    expect(String(bad.body.error)).toMatch(/outHum/);
    expect((await call('POST', '/sim/world/weather', { sn: 'nope', windSpeed: 30 })).status).toBe(400);
    expect((await call('POST', '/sim/world/weather', {})).body.error).toMatch(/at least one/);
    expect((await call('POST', '/sim/world/weather', '{')).status).toBe(400);
    expect((await call('GET', '/sim/world/weather')).body.overrides).toEqual([]);

    const set = await call('POST', '/sim/world/weather', {
      sn: first!.sn,
      windSpeed: 18.5,
      forMs: 600_000,
      blendMs: 60_000,
    });
    expect(set.status).toBe(200);
    sim.clock.advance(60_000);
    expect(wind(first)).toBe(18.5);
    expect(wind(second)).toBeLessThan(15); // the other controller keeps its seeded wind
    const station = first!.context.history.last(windSids(first)[0]!);
    expect(station).toBeGreaterThan(16); // the weather station reads it (sensor noise aside)
    expect((await call('GET', '/sim/world/weather')).body.overrides).toMatchObject([
      { id: 1, sn: first!.sn, values: { windSpeed: 18.5 }, blendMs: 60_000 },
    ]);
    expect((await call('DELETE', '/sim/world/weather')).body).toMatchObject({ cleared: 1 });
    sim.clock.advance(10_000);
    expect(wind(first)).toBeLessThan(15);

    await call('POST', '/sim/world/weather', { outTemp: -8 });
    expect((await call('POST', '/sim/world/reset')).body).toMatchObject({ weatherCleared: 1 });
    expect((await call('GET', '/sim/world/weather')).body.overrides).toEqual([]);
  });
});
