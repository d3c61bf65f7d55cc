/** The scenario endpoints of the world's control API over real HTTP: library, events, a run on the world clock. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoFarm } from '../../fixtures/farms.ts';
import { startWorld, type World } from '../../scripts/world.ts';
import { defaultSteppedStart } from '../../simulator/clock.ts';
import { createWorldClock } from '../../simulator/world-clock.ts';

let world: World;
// The answers are checked by the assertions: each call names the shape it reads.
const call = async <T = unknown>(method: string, path: string, body?: unknown) => {
  const res = await fetch(`${world.simControlUrl}/sim/world${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-gh-sim-token': world.controlToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
};

beforeAll(async () => {
  // 08:59 local on the stepped default day: unpaid-bill (09:00) is a minute's jump away.
  const clock = createWorldClock({ paced: false, start: defaultSteppedStart + (8 * 60 + 59) * 60_000 });
  const farm = { ...demoFarm, servers: demoFarm.servers.slice(0, 1) };
  world = await startWorld({
    ports: { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 },
    farm,
    clock,
    warmDays: 0,
    log: () => {},
  });
});
afterAll(() => world?.stop());

describe('/sim/world scenarios and events', () => {
  it('lists the library and the event catalogue', async () => {
    const library = await call<{ name: string; timeline: unknown[] }[]>('GET', '/scenarios');
    const unpaid = library.body.find((s) => s.name === 'unpaid-bill');
    expect(unpaid).toMatchObject({
      title: { zh: '年费欠缴' },
      durationMs: 360_000,
      start: { timeOfDay: '09:00' },
    });
    expect(unpaid?.timeline[0]).toMatchObject({
      at: 30_000,
      do: 'cloud',

      note: { zh: expect.stringContaining('年费逾期'), en: expect.stringContaining('overdue') },
    });
    const events = await call<{ kind: string }[]>('GET', '/events');
    expect(events.body.map((e) => e.kind).sort()).toEqual(
      [
        'boilerFail',
        'coldSnap',
        'heatWave',
        'linkLoss',
        'overcast',
        'powerCut',
        'sensorDrift',
        'sensorFail',
        'storm',
        'tankDry',
        'tokenExpire',
        'unpaidBill',
        'ventJam',
      ].sort(),
    );
  });

  it('applies an event, and refuses a bad one with nothing applied', async () => {
    expect((await call('POST', '/events', { kind: 'meltdown' })).status).toBe(400);
    const missing = await call('POST', '/events', { kind: 'ventJam', params: { aid: 9999 } });
    expect(missing).toMatchObject({
      status: 400,

      body: { error: expect.stringMatching(/no actuator 9999/) },
    });
    expect((await call('POST', '/events', { kind: 'heatWave', params: { forMs: 'soon' } })).status).toBe(400);
    expect((await call('GET', '/faults')).body).toMatchObject({ faults: [] });
    expect((await call('POST', '/events', { kind: 'heatWave', params: { outTemp: 40 } })).status).toBe(200);
    expect(JSON.stringify((await call('GET', '/weather')).body)).toContain('"outTemp":40');
    expect((await call('POST', '/events', { kind: 'ventJam', params: { aid: 1 } })).status).toBe(200);
    expect(JSON.stringify((await call('GET', '/faults')).body)).toContain('actuatorJammed');
  });

  it('starts a scenario at its time of day, plays it on the world clock, and stops it', async () => {
    expect((await call('POST', '/scenario', { action: 'jump' })).status).toBe(400);
    expect((await call('POST', '/scenario', { action: 'start', name: 'nope' })).status).toBe(404);
    const started = await call<{ startedAt: number }>('POST', '/scenario', {
      action: 'start',
      name: 'unpaid-bill',
    });
    expect(started).toMatchObject({ status: 200, body: { running: true, name: 'unpaid-bill', at: 0 } });
    expect((await call('GET', '/faults')).body).toMatchObject({ faults: [] }); // the reset
    const local = new Date(started.body.startedAt + 8 * 3_600_000);
    expect([local.getUTCHours(), local.getUTCMinutes()]).toEqual([9, 0]);
    for (let i = 0; i < 8; i++) await call('POST', '/clock/advance', { ms: 5000 });
    await vi.waitFor(async () => {
      const run = (await call('GET', '/scenario')).body as {
        timeline: { state: string }[];
        expectations: { id: string; state: string }[];
      };
      expect(run.timeline[0]!.state).toBe('past');
      expect(run.expectations[0]).toMatchObject({ id: 'overdue', state: 'met' });
    });
    expect((await call('POST', '/scenario', { action: 'stop' })).body).toEqual({ running: false });
    expect((await call('GET', '/scenario')).body).toEqual({ running: false });
  });
});
