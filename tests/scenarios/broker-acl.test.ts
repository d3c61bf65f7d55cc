/** ACL and authentication on real sockets: fixed credential, controllers, and token mode (fake cloud). */
import type { MqttClient } from 'mqtt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageExamples } from '../../protocol/examples.ts';
import { startBroker, type BrokerOptions, type RunningBroker, type TokenCheck } from '../../broker/index.ts';
import { appId, collect, connectClient, end, publish, subscribeCodes } from '../support/mqtt-clients.ts';

const fixed = { mode: 'fixed' as const, username: 'gh-demo', password: 'fixed-secret-for-tests' };
const controllers: BrokerOptions['controllers'] = {
  verify: (sn, secret) => {
    const bases: Record<string, string> = { GH0001: 'farm/gh-1', GH0002: 'farm/gh-2' };
    return bases[sn] && secret === `secret-${sn}` ? { ok: true, base: bases[sn] } : { ok: false };
  },
};
/** The fake cloud: one grower with farm/gh-1, another with farm/gh-2, and an expired token. */
const tokens: Record<string, { mobile: string; bases: string[] } | 'expired'> = {
  'tok-grower-1': { mobile: '13800000001', bases: ['farm/gh-1'] },
  'tok-grower-2': { mobile: '13900000002', bases: ['farm/gh-2'] },
  'tok-old': 'expired',
};
const verifyToken = (mobile: string, token: string): TokenCheck => {
  const entry = tokens[token];
  if (entry === undefined) return { ok: false, reason: 'unknown token' };
  if (entry === 'expired') return { ok: false, reason: 'jwt expired' };
  return entry.mobile === mobile
    ? { ok: true, bases: entry.bases }
    : { ok: false, reason: 'token of another user' };
};
const reading = JSON.stringify(messageExamples['sensor/data']);
const conf = JSON.stringify(messageExamples['system/conf']);
const app31 = { protocolId: 'MQIsdp' as const, protocolVersion: 3 as const };

let broker: RunningBroker | undefined;
let clients: MqttClient[] = [];
const connect = async (url: string, options: Parameters<typeof connectClient>[1]) => {
  const client = await connectClient(url, options);
  clients.push(client);
  return client;
};
const controller = (sn: string) =>
  connect(broker!.tcpUrl, { username: sn, password: `secret-${sn}`, clientId: sn });
const fixedApp = { ...fixed, ...app31 };
let n = 0;
const fixedId = () => appId(fixed.username, `a${++n}`);

afterEach(async () => {
  await Promise.all(clients.map(end));
  clients = [];
  await broker?.close();
});

describe('broker ACL, fixed mode', () => {
  it('denies root wildcards and $ topics with 0x80 and keeps the client connected', async () => {
    broker = await startBroker({ auth: fixed, controllers, log: () => undefined });
    const app = await connect(broker.wsUrl, { ...fixedApp, clientId: fixedId() });
    const codes = await subscribeCodes(app, ['#', '+/sensor/data', '$SYS/#', 'farm/gh-9/system/conf'], 1);
    expect(codes).toEqual([0x80, 0x80, 0x80, 1]);
    const seen = collect(app);
    await publish(app, 'farm/gh-9/system/conf', conf);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(app.connected).toBe(true);
    expect(broker.stats().denied.subscribe).toBe(3);
  });

  it('keeps a controller under its own base: foreign subscribe refused, foreign publish dropped unseen', async () => {
    broker = await startBroker({ auth: fixed, controllers, log: () => undefined });
    const watcher = await connect(broker.wsUrl, { ...fixedApp, clientId: fixedId() });
    const seen = collect(watcher);
    expect(await subscribeCodes(watcher, ['farm/+/sensor/data'], 1)).toEqual([1]);
    const gh1 = await controller('GH0001');
    expect(await subscribeCodes(gh1, ['farm/gh-1/system/conf', 'farm/gh-2/system/conf'], 1)).toEqual([
      1, 0x80,
    ]);
    await publish(gh1, 'farm/gh-2/sensor/data', reading, 1);
    await publish(gh1, 'farm/gh-1/sensor/data', reading, 1);
    await vi.waitFor(() => expect(seen.map((m) => m.topic)).toEqual(['farm/gh-1/sensor/data']));
    expect(gh1.connected).toBe(true);
    expect(broker.stats().denied.publish).toBe(1);
    await expect(
      connectClient(broker.tcpUrl, { username: 'GH0001', password: 'wrong' }),
    ).rejects.toMatchObject({ code: 4 });
  });
});

describe('broker ACL, token mode', () => {
  it('lets a grower with a valid token use its own base only', async () => {
    broker = await startBroker({ auth: { mode: 'token', verifyToken }, controllers, log: () => undefined });
    const gh1 = await controller('GH0001');
    const gh2 = await controller('GH0002');
    const toGh1 = collect(gh1);
    const toGh2 = collect(gh2);
    await subscribeCodes(gh1, ['farm/gh-1/system/conf'], 1);
    await subscribeCodes(gh2, ['farm/gh-2/system/conf'], 1);
    const grower = await connect(broker.wsUrl, {
      username: '13800000001',
      password: 'tok-grower-1',
      clientId: appId('13800000001', 'g1'),
      ...app31,
    });
    expect(
      await subscribeCodes(grower, ['farm/gh-1/system/confack', 'farm/gh-2/system/confack', 'farm/#'], 1),
    ).toEqual([1, 0x80, 0x80]);
    await publish(grower, 'farm/gh-2/system/conf', conf, 1);
    await publish(grower, 'farm/gh-1/system/conf', conf, 1);
    await vi.waitFor(() => expect(toGh1).toHaveLength(1));
    expect(toGh2).toHaveLength(0);
    expect(broker.stats().clients.byKind).toEqual({ fixed: 0, app: 1, controller: 2 });
  });

  it('refuses an expired token, a foreign token and an unknown one with CONNACK 4', async () => {
    broker = await startBroker({ auth: { mode: 'token', verifyToken }, log: () => undefined });
    const url = broker.wsUrl;
    await expect(
      connectClient(url, { username: '13800000001', password: 'tok-old', ...app31 }),
    ).rejects.toMatchObject({ code: 4 });
    await expect(
      connectClient(url, { username: '13800000001', password: 'tok-grower-2', ...app31 }),
    ).rejects.toMatchObject({
      code: 4,
    });
    await expect(
      connectClient(url, { username: '13800000001', password: 'nope', ...app31 }),
    ).rejects.toMatchObject({ code: 4 });
    expect(broker.stats().denied.auth).toBe(3);
  });

  it('answers "server unavailable" (3) when the cloud cannot be asked', async () => {
    const down = () => Promise.reject(new Error('cloud unreachable'));
    broker = await startBroker({ auth: { mode: 'token', verifyToken: down }, log: () => undefined });
    await expect(
      connectClient(broker.wsUrl, { username: '13800000001', password: 'tok-grower-1' }),
    ).rejects.toMatchObject({
      code: 3,
    });
  });
});
