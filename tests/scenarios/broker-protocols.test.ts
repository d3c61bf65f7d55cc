/** The embedded broker on real sockets: MQTT 3.1 and 3.1.1 over WebSocket and TCP, stats, clean close. */
import type { MqttClient } from 'mqtt';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { messageExamples } from '../../protocol/examples.ts';
import { startBroker, type RunningBroker } from '../../broker/index.ts';
import { appId, collect, connectClient, end, publish, subscribeCodes } from '../support/mqtt-clients.ts';

const auth = { mode: 'fixed' as const, username: 'gh-demo', password: 'fixed-secret-for-tests' };
const creds = { username: auth.username, password: auth.password };
const conf = JSON.stringify(messageExamples['system/conf']);
const controllers = {
  verify: (sn: string, secret: string) =>
    sn === 'GH0001' && secret === 'controller-secret'
      ? { ok: true as const, base: 'farm/gh-1' }
      : { ok: false as const },
};

let broker: RunningBroker;
let clients: MqttClient[] = [];
let logs: string[] = [];

beforeEach(async () => {
  logs = [];
  broker = await startBroker({ auth, controllers, log: (line) => void logs.push(line) });
});

afterEach(async () => {
  await Promise.all(clients.map(end));
  clients = [];
  await broker.close();
});

const variants = [
  {
    name: 'MQTT 3.1 over WebSocket',
    url: () => broker.wsUrl,
    protocolId: 'MQIsdp' as const,
    protocolVersion: 3 as const,
  },
  {
    name: 'MQTT 3.1.1 over WebSocket',
    url: () => broker.wsUrl,
    protocolId: 'MQTT' as const,
    protocolVersion: 4 as const,
  },
  {
    name: 'MQTT 3.1 over TCP',
    url: () => broker.tcpUrl,
    protocolId: 'MQIsdp' as const,
    protocolVersion: 3 as const,
  },
  {
    name: 'MQTT 3.1.1 over TCP',
    url: () => broker.tcpUrl,
    protocolId: 'MQTT' as const,
    protocolVersion: 4 as const,
  },
];

describe('embedded broker transports', () => {
  for (const v of variants) {
    it(`${v.name}: connects, subscribes and receives`, async () => {
      const options = { ...creds, protocolId: v.protocolId, protocolVersion: v.protocolVersion };
      const subscriber = await connectClient(v.url(), {
        ...options,
        clientId: appId(auth.username, `sub-${v.protocolVersion}`),
      });
      const publisher = await connectClient(v.url(), {
        ...options,
        clientId: appId(auth.username, `pub-${v.protocolVersion}`),
      });
      clients.push(subscriber, publisher);
      const seen = collect(subscriber);
      expect(await subscribeCodes(subscriber, ['farm/gh-1/system/conf'], 1)).toEqual([1]);
      await publish(publisher, 'farm/gh-1/system/conf', conf, 1);
      await vi.waitFor(() => expect(seen.map((m) => m.payload.toString())).toEqual([conf]));
    });
  }

  it('refuses bad credentials with CONNACK 4 and counts it', async () => {
    await expect(
      connectClient(broker.tcpUrl, { username: 'gh-demo', password: 'guess' }),
    ).rejects.toMatchObject({ code: 4 });
    await expect(
      connectClient(broker.wsUrl, { protocolId: 'MQIsdp', protocolVersion: 3 }),
    ).rejects.toMatchObject({ code: 4 });
    expect(broker.stats().denied.auth).toBe(2);
    expect(logs.filter((l) => l.startsWith('[broker] connect refused'))).toHaveLength(2);
  });

  it('accepts client ids longer than 23 characters (maxClientsIdLength raised for simulator clients)', async () => {
    const long = 'GH0001-worker-3-of-8-simulated';
    clients.push(
      await connectClient(broker.tcpUrl, {
        username: 'GH0001',
        password: 'controller-secret',
        clientId: long,
      }),
    );
    expect(broker.stats().clients.list.map((c) => c.id)).toEqual([long]);
  });

  it('serves GET /stats as JSON and WebSocket only at /mqtt/', async () => {
    clients.push(await connectClient(broker.wsUrl, { ...creds, clientId: appId(auth.username, 'stats') }));
    const stats = (await (await fetch(`http://127.0.0.1:${broker.wsPort}/stats`)).json()) as {
      clients: { connected: number };
    };
    expect(stats.clients.connected).toBe(1);
    expect((await fetch(`http://127.0.0.1:${broker.wsPort}/other`)).status).toBe(404);
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${broker.wsPort}/mqtt`, 'mqttv3.1');
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(400);
  });

  it('closes cleanly: clients told, servers and sockets gone, even a connection that never sent CONNECT', async () => {
    const servers = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPServerWrap').length;
    const before = servers();
    const second = await startBroker({ auth, log: () => undefined });
    expect(servers()).toBe(before + 2);
    const client = await connectClient(second.wsUrl, {
      ...creds,
      clientId: appId(auth.username, 'close'),
      reconnectPeriod: 0,
    });
    const clientClosed = new Promise<void>((resolve) => client.once('close', () => resolve()));
    const silent = new WebSocket(second.wsUrl, 'mqtt');
    await new Promise((resolve) => silent.once('open', resolve));
    const silentClosed = new Promise<void>((resolve) => silent.once('close', () => resolve()));
    await second.close();
    await Promise.all([clientClosed, silentClosed]);
    expect(servers()).toBe(before);
    await expect(
      connectClient(second.tcpUrl, { ...creds, clientId: appId(auth.username, 'late') }),
    ).rejects.toThrow(/ECONNREFUSED/);
    await end(client);
  });
});
