import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { makeFarm } from '../fixtures/farms.ts';
import { createClock, type Clock } from './clock.ts';
import { createMemoryBus } from './controller/transport-memory.ts';
import { startSimulator } from './index.ts';
import { createWorldClock } from './world-clock.ts';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function serve(clock: Clock) {
  const bus = createMemoryBus();
  const sim = await startSimulator({
    warmDays: 0,
    farm: makeFarm(9, { servers: 1, zonesPerServer: 1 }),
    clock,
    transport: (s) => bus.client(s.server.sn),
    log: () => undefined,
  });
  const server = http.createServer((req, res) => void sim.controlHandler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sim/world`;
  cleanup = async () => {
    await sim.stop();
    await new Promise((resolve) => server.close(resolve));
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  return { sim, call };
}

const day = 86_400_000;

describe('control API: the world clock', () => {
  it('answers the state; pauses, re-paces, resumes and jumps, the controllers going along', async () => {
    const clock = createWorldClock({ start: 0, paced: false });
    const { sim, call } = await serve(clock);
    expect((await call('GET', '/clock')).body).toEqual({ now: 0, speed: 1, paused: false, stepped: true });
    expect((await call('POST', '/clock', { action: 'pause' })).body).toMatchObject({ paused: true });
    expect((await call('POST', '/clock', { action: 'speed', speed: 3600 })).body).toMatchObject({
      speed: 3600,
      paused: true,
    });
    expect((await call('POST', '/clock', { action: 'resume' })).body).toMatchObject({ paused: false });
    const ran: number[] = [];
    clock.setTimeout(() => ran.push(clock.now()), 3_600_000);
    const sent = sim.controllers[0]!.stats.published;
    const jumped = await call('POST', '/clock', { action: 'jump', ms: 7_200_000 });
    expect(jumped.body).toEqual({ now: 7_200_000, speed: 3600, paused: false, stepped: true });
    expect(ran).toEqual([3_600_000]);
    expect(sim.controllers[0]!.stats.published).toBeGreaterThan(sent); // two hours of readings went out
    expect((await call('GET', '/status')).body.clock).toMatchObject({
      mode: 'stepped',
      now: 7_200_000,
      speed: 3600,
    });
    expect((await call('POST', '/clock/advance', { ms: 1000 })).body).toEqual({ now: 7_201_000 });
  });

  it('refuses bad commands with 400 and applies nothing', async () => {
    const clock = createWorldClock({ start: 0, paced: false });
    const { call } = await serve(clock);
    const bad: [unknown, RegExp][] = [
      [{ action: 'rewind' }, /action/],
      [{ action: 'speed' }, /speed/],
      [{ action: 'speed', speed: 3601 }, /speed/],
      [{ action: 'speed', speed: '60' }, /speed/],
      [{ action: 'jump' }, /ms/],
      [{ action: 'jump', ms: 0 }, /ms/],
      [{ action: 'jump', ms: 32 * day }, /ms/],
      [{ action: 'pause', later: true }, /later/],
      ['{', /JSON/],
    ];
    for (const [body, problem] of bad) {
      const res = await call('POST', '/clock', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.body.error)).toMatch(problem);
    }
    expect(clock.state()).toEqual({ now: 0, speed: 1, paused: false, stepped: true });
  });

  it('a plain stepped clock jumps but cannot pause (409)', async () => {
    const clock = createClock({ mode: 'stepped', start: 0 });
    const { call } = await serve(clock);
    expect((await call('POST', '/clock', { action: 'pause' })).status).toBe(409);
    expect((await call('POST', '/clock', { action: 'jump', ms: 5000 })).body).toMatchObject({ now: 5000 });
    expect((await call('GET', '/clock')).body).toEqual({ now: 5000, speed: 1, paused: false, stepped: true });
  });
});
