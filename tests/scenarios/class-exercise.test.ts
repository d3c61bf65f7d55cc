/**
 * A class over the real control API: three trainees get accounts and bases of their own, log in
 * with real MQTT clients, and the class board judges the exercise from what each base's controller
 * accepted. Ending the class takes the accounts and the controllers away.
 */
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFarm } from '../../fixtures/farms.ts';
import type { ActiveClass } from '../../protocol/sim-class.ts';
import { startWorld, type World } from '../../scripts/world.ts';
import { defaultSteppedStart } from '../../simulator/clock.ts';
import { createWorldClock } from '../../simulator/world-clock.ts';
import { appId, connectClient, end } from '../support/mqtt-clients.ts';

let world: World;
const clients: MqttClient[] = [];
const farm = { ...demoFarm, servers: demoFarm.servers.slice(0, 1) };

const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${world.simControlUrl}/sim/world${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-gh-sim-token': world.controlToken },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  return { status: res.status, body: await res.json() };
};
const login = async (mobile: string, password: string) => {
  const res = await fetch(`${world.cloud.url}/api/v2/auth_related/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password, uuid: 'u', agent: 'a' }),
  });
  return (await res.json()) as { code: number; data?: { token: string } };
};

/** A trainee's phone: logs in, connects to the broker and sends requests to their base, each answered. */
async function traineeApp(t: ActiveClass['trainees'][number]) {
  const { data } = await login(t.mobile, t.password);
  const client = await connectClient(world.broker.wsUrl, {
    clientId: appId(t.mobile, 'class'),
    username: t.mobile,
    password: data?.token,
  });
  clients.push(client);
  await client.subscribeAsync(`${t.base}/+/+`);
  let n = 0;
  return (topic: string, confTyp: string, method: string, para: unknown) =>
    new Promise<number>((resolve) => {
      const qryId = `class-${t.index}-${++n}`;
      const onMessage = (topic: string, payload: Buffer) => {
        if (!topic.endsWith('ack')) return; // the request itself comes back too
        const ack = JSON.parse(payload.toString()) as { qryId?: string; code: number };
        if (ack.qryId !== qryId) return;
        client.off('message', onMessage);
        resolve(ack.code);
      };
      client.on('message', onMessage);
      void client.publishAsync(`${t.base}/${topic}`, JSON.stringify({ confTyp, method, qryId, para }));
    });
}

beforeAll(async () => {
  const clock = createWorldClock({ paced: false, start: defaultSteppedStart + 13 * 3_600_000 });
  world = await startWorld({
    ports: { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 },
    farm,
    clock,
    warmDays: 0,
    log: () => {},
  });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => end(c)));
  await world?.stop();
});

describe('a class of trainees on the world', () => {
  it('refuses a bad body with nothing applied', async () => {
    const bad = await call('POST', '/class', { action: 'create', trainees: 31 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/trainees: 1\.\.30/);
    expect((await call('GET', '/class')).body).toEqual({ active: false });
  });

  it('plays an exercise on every trainee base and judges each trainee from their own commands', async () => {
    const created = await call('POST', '/class', { action: 'create', trainees: 3 });
    expect(created.status).toBe(200);
    const trainees = (created.body as ActiveClass).trainees;
    expect(trainees).toHaveLength(3);
    expect((await call('POST', '/class', { action: 'create', trainees: 2 })).status).toBe(409);
    const started = await call('POST', '/scenario', { action: 'start', name: 'class-hot-afternoon' });
    expect(started.status).toBe(200);
    const status = await call('GET', '/status');
    const online = (sn: string) => status.body.controllers.find((c: { sn: string }) => c.sn === sn)?.online;
    for (const t of trainees) expect(online(t.sn)).toBe(true);

    const [one, two] = await Promise.all([traineeApp(trainees[0]!), traineeApp(trainees[1]!)]);
    await call('POST', '/clock/advance', { ms: 60_000 });
    expect(await one('actuator/cmd', 'actuator', 'cmd', { aid: 1, action: 'auto' })).toBe(0);
    const vents = farm.servers[0]!.inventory.strategy.find((s) => s.stid === 2)!;
    const raised = { ...vents, params: { ...vents.params, openAbove: 27 } };
    await call('POST', '/clock/advance', { ms: 60_000 });
    expect(await two('system/conf', 'strategy', 'update', raised)).toBe(0);
    // A refused command is not done: trainee 2 hands a missing actuator back to automatic.
    expect(await two('actuator/cmd', 'actuator', 'cmd', { aid: 999, action: 'auto' })).not.toBe(0);

    const board = (await call('GET', '/class')).body as ActiveClass;
    expect(board.exercise?.scenario).toBe('class-hot-afternoon');
    const row = (i: number) => Object.fromEntries(board.trainees[i]!.exercise.map((e) => [e.id, e]));
    expect(row(0)['vent-back-to-auto']).toEqual({ id: 'vent-back-to-auto', state: 'met', tookMs: 60_000 });
    expect(board.trainees[0]!.last).toMatchObject({ kind: 'auto' });
    expect(row(1)['vent-set-point-raised']).toMatchObject({ state: 'met', tookMs: 120_000 });
    expect(row(1)['vent-back-to-auto']?.state).toBe('pending');

    for (let i = 0; i < 40; i++) await call('POST', '/clock/advance', { ms: 60_000 });
    const after = (await call('GET', '/class')).body as ActiveClass;
    const states = after.trainees.map((t) => t.exercise.map((e) => e.state));
    expect(states).toEqual([
      ['met', 'missed', 'missed', 'missed'],
      ['missed', 'met', 'missed', 'missed'],
      ['missed', 'missed', 'missed', 'missed'],
    ]);
  });

  it('ends the class: accounts and controllers are gone', async () => {
    const before = (await call('GET', '/class')).body as ActiveClass;
    const ended = await call('POST', '/class', { action: 'end' });
    expect(ended.body).toEqual({ active: false });
    const sns = (await call('GET', '/status')).body.controllers.map((c: { sn: string }) => c.sn);
    expect(sns).toEqual([farm.servers[0]!.server.sn]);
    const t = before.trainees[0]!;
    expect((await login(t.mobile, t.password)).data?.token).toBeUndefined();
  });
});
