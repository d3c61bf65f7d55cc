/**
 * Attacks on the broker, on real sockets: no one takes over another's client id, growers
 * cannot speak as the controller, retained requests are never replayed, /stats names no one.
 */
import type { MqttClient } from 'mqtt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageExamples } from '../../protocol/examples.ts';
import { startBroker, type BrokerOptions, type RunningBroker, type TokenCheck } from '../../broker/index.ts';
import { appId, collect, connectClient, end, publish, subscribeCodes } from '../support/mqtt-clients.ts';

const controllers: BrokerOptions['controllers'] = {
  verify: (sn, secret) =>
    sn === 'GH0001' && secret === 'secret-GH0001' ? { ok: true, base: 'farm/gh-1' } : { ok: false },
};
const tokens: Record<string, { mobile: string; bases: string[] }> = {
  'tok-1': { mobile: '13800000001', bases: ['farm/gh-1'] },
  'tok-2': { mobile: '13800000002', bases: ['farm/gh-1'] },
  'tok-none': { mobile: '13800000009', bases: [] },
};
const verifyToken = (mobile: string, token: string): TokenCheck =>
  tokens[token]?.mobile === mobile ? { ok: true, bases: tokens[token].bases } : { ok: false, reason: 'no' };
const reading = JSON.stringify(messageExamples['sensor/data']);
const confack = JSON.stringify(messageExamples['system/confack']);
const reboot = JSON.stringify({ confTyp: 'system', method: 'cmd', qryId: 'r1', para: { action: 'reboot' } });
const conf = JSON.stringify(messageExamples['system/conf']);

let broker: RunningBroker;
let clients: MqttClient[] = [];
const statsToken = 'stats-token-for-tests';
const connect = async (options: Parameters<typeof connectClient>[1]) => {
  const client = await connectClient(broker.tcpUrl, options);
  clients.push(client);
  return client;
};
const grower = (n: 1 | 2 | 9, tail = 'tab') =>
  connect({
    username: `1380000000${n}`,
    password: `tok-${n === 9 ? 'none' : n}`,
    clientId: appId(`1380000000${n}`, tail),
  });
const controller = (clientId = 'GH0001') =>
  connect({ username: 'GH0001', password: 'secret-GH0001', clientId });

beforeEach(async () => {
  broker = await startBroker({
    auth: { mode: 'token', verifyToken },
    controllers,
    statsToken,
    log: () => undefined,
  });
});
afterEach(async () => {
  await Promise.all(clients.map(end));
  clients = [];
  await broker.close();
});

describe('the broker under attack', () => {
  it("refuses a user who connects with a controller's client id, and the controller stays", async () => {
    const gh1 = await controller();
    await expect(
      connectClient(broker.tcpUrl, { username: '13800000009', password: 'tok-none', clientId: 'GH0001' }),
    ).rejects.toMatchObject({ code: 2 });
    const watcher = await grower(1);
    const seen = collect(watcher);
    await subscribeCodes(watcher, ['farm/gh-1/sensor/data'], 1);
    await publish(gh1, 'farm/gh-1/sensor/data', reading, 1);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(gh1.connected).toBe(true);
  });

  it("refuses a user who connects with another user's app client id, and that app stays", async () => {
    const first = await grower(1, 'mine');
    await expect(
      connectClient(broker.tcpUrl, {
        username: '13800000002',
        password: 'tok-2',
        clientId: appId('13800000001', 'mine'),
      }),
    ).rejects.toMatchObject({ code: 2 });
    expect(first.connected).toBe(true);
    expect(broker.stats().clients.connected).toBe(1);
  });

  it("drops a grower's publish on its base's sensor/data and system/confack", async () => {
    const other = await grower(2);
    const seen = collect(other);
    await subscribeCodes(other, ['farm/gh-1/#'], 1);
    const attacker = await grower(1);
    await publish(attacker, 'farm/gh-1/sensor/data', reading, 1);
    await publish(attacker, 'farm/gh-1/system/confack', confack, 1);
    await publish(attacker, 'farm/gh-1/system/conf', conf, 1);
    await vi.waitFor(() => expect(seen.map((m) => m.topic)).toEqual(['farm/gh-1/system/conf']));
    expect(broker.stats().denied.publish).toBe(2);
  });

  it('keeps running when a grower sends a confTyp named like an Object.prototype member (found by fuzzing)', async () => {
    const gh1 = await controller();
    const requests = collect(gh1);
    await subscribeCodes(gh1, ['farm/gh-1/system/conf'], 1);
    const attacker = await grower(1);
    for (const confTyp of ['toString', 'constructor', 'hasOwnProperty']) {
      const bad = JSON.stringify({ confTyp, method: 'update', qryId: `x-${confTyp}`, para: {} });
      await publish(attacker, 'farm/gh-1/system/conf', bad, 1);
    }
    await publish(attacker, 'farm/gh-1/system/conf', conf, 1);
    await vi.waitFor(() => expect(requests).toHaveLength(4));
    expect(broker.stats().violations.total).toBeGreaterThanOrEqual(3);
  });

  it('never replays a retained system/cmd or system/conf to a controller that subscribes later', async () => {
    const app = await grower(1);
    await app.publishAsync('farm/gh-1/system/cmd', reboot, { qos: 1, retain: true });
    await app.publishAsync('farm/gh-1/system/conf', conf, { qos: 1, retain: true });
    const gh1 = await controller();
    const seen = collect(gh1);
    await subscribeCodes(gh1, ['farm/gh-1/system/cmd', 'farm/gh-1/system/conf'], 1);
    // A live request after the subscription is delivered: the retained ones would have come first.
    await publish(app, 'farm/gh-1/system/conf', conf, 1);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.payload.toString()).toBe(conf);
  });

  it('answers /stats with counts only to a local caller, 403 through a proxy, everything with the token', async () => {
    await controller();
    const url = `http://127.0.0.1:${broker.wsPort}/stats`;
    const local = (await (await fetch(url)).json()) as { clients: { connected: number; list: unknown[] } };
    expect(local.clients.connected).toBe(1);
    expect(local.clients.list).toEqual([]);
    expect(JSON.stringify(local)).not.toContain('GH0001');
    expect((await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(403);
    const full = (await (
      await fetch(url, { headers: { authorization: `Bearer ${statsToken}` } })
    ).json()) as {
      clients: { list: { id: string }[] };
    };
    expect(full.clients.list.map((c) => c.id)).toEqual(['GH0001']);
  });

  it('keeps the fixed credential to its listed bases', async () => {
    await broker.close();
    const fixed = {
      mode: 'fixed' as const,
      username: 'app',
      password: 'public-anyway',
      bases: ['farm/gh-1'],
    };
    broker = await startBroker({ auth: fixed, log: () => undefined });
    const app = await connect({ username: 'app', password: 'public-anyway', clientId: appId('app', 'x') });
    expect(await subscribeCodes(app, ['farm/gh-1/sensor/data', 'farm/gh-2/sensor/data'], 1)).toEqual([
      1, 0x80,
    ]);
  });
});
