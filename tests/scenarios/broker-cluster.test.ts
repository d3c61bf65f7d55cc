/**
 * `npm run broker -- --cluster 2`: two aedes processes on a private redis-server, with the
 * fixed credential and a controller as the CLI configures them. A client on one member sees the
 * publishes of a client on the other, and a QoS 1 system/conf sent through member 0 while the
 * controller is away survives a SIGKILL of member 0 (its persistent session lives in Redis).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrokerStats } from '../../broker/index.ts';
import { messageExamples } from '../../protocol/examples.ts';
import { appId, collect, connectClient, end, publish, subscribeCodes } from '../support/mqtt-clients.ts';
import { freePort } from '../support/mosquitto.ts';

const fixed = { username: 'gh-demo', password: 'cluster-fixed-secret' };
const base = 'farm/gh-1';
const app31 = { protocolId: 'MQIsdp' as const, protocolVersion: 3 as const };
const controllerLogin = { username: 'GH0001', password: 'cluster-controller-secret' };
const conf = JSON.stringify(messageExamples['system/conf']);
const reading = JSON.stringify(messageExamples['sensor/data']);

let cluster: ChildProcess;
const lines: string[] = [];
let ports = { tcp: 0, ws: 0 };
let clients: MqttClient[] = [];

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
/** A free port whose next one is free too (member i listens on port + i). */
async function freePair(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port < 65535 && (await isFree(port + 1))) return port;
  }
}
const listening = (member: number) =>
  lines.filter((l) => l.startsWith(`[member ${member}] [broker] MQTT over`));
const pidOf = (member: number) => {
  const started = lines.filter((l) => l.startsWith(`[broker] member ${member} pid `)).at(-1);
  return Number(started?.split(' ')[4]?.replace(':', ''));
};
const wsUrl = (member: number) => `ws://127.0.0.1:${ports.ws + member}/mqtt/`;
const tcpUrl = (member: number) => `mqtt://127.0.0.1:${ports.tcp + member}`;
const connect = async (url: string, options: Parameters<typeof connectClient>[1]) => {
  const client = await connectClient(url, options);
  clients.push(client);
  return client;
};
/** Member `member`'s counts-only GET /stats (loopback). */
const statsOf = async (member: number) => {
  const response = await fetch(`http://127.0.0.1:${ports.ws + member}/stats`);
  return (await response.json()) as BrokerStats;
};
const app = (member: number, tail: string) =>
  connect(wsUrl(member), { ...fixed, ...app31, clientId: appId(fixed.username, tail) });

beforeAll(async () => {
  ports = { tcp: await freePair(), ws: await freePair() };
  cluster = spawn(
    process.execPath,
    ['--import', 'tsx', 'broker/cli.ts', '--cluster', '2', '--controller', `GH0001@${base}`].concat([
      '--tcp-port',
      String(ports.tcp),
      '--ws-port',
      String(ports.ws),
    ]),
    {
      env: {
        ...process.env,
        GH_BROKER_USERNAME: fixed.username,
        GH_BROKER_PASSWORD: fixed.password,
        GH_BROKER_FIXED_BASES: base,
        GH_BROKER_CONTROLLER_SECRET: controllerLogin.password,
        GH_BROKER_REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  cluster.stdout?.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  await vi.waitFor(
    () => {
      expect(cluster.exitCode, lines.join('\n')).toBeNull();
      expect([listening(0).length, listening(1).length]).toEqual([1, 1]);
    },
    { timeout: 45_000, interval: 50 },
  );
});

afterEach(async () => {
  await Promise.all(clients.map(end));
  clients = [];
});

afterAll(async () => {
  if (!cluster || cluster.exitCode !== null) return;
  const exited = new Promise((resolve) => cluster.once('exit', resolve));
  cluster.kill('SIGTERM'); // the CLI stops its members and its private redis-server
  await exited;
});

describe('npm run broker -- --cluster 2', () => {
  it('delivers across members, under the ACL each member enforces', async () => {
    const grower = await app(0, 'c1');
    const seen = collect(grower);
    expect(await subscribeCodes(grower, [`${base}/sensor/data`, 'farm/gh-2/sensor/data'], 1)).toEqual([
      1, 0x80,
    ]);
    // A second link's id (`<sn>-…`): member 1's clean-up of this clean session must not race the
    // persistent session of the next test, which uses the controller's own id.
    const controller = await connect(tcpUrl(1), { ...controllerLogin, clientId: 'GH0001-live' });
    const confs = collect(controller);
    expect(await subscribeCodes(controller, [`${base}/system/conf`], 1)).toEqual([1]);
    await publish(controller, `${base}/sensor/data`, reading, 1);
    await vi.waitFor(() => expect(seen.map((m) => m.topic)).toEqual([`${base}/sensor/data`]));
    expect(seen[0]?.payload.toString()).toBe(reading);
    await publish(grower, `${base}/system/conf`, conf, 1);
    await vi.waitFor(() => expect(confs.map((m) => m.payload.toString())).toEqual([conf]));
  });

  it('keeps a QoS 1 system/conf for an offline controller through a SIGKILL of the member it came through', async () => {
    const session = { ...controllerLogin, clientId: 'GH0001', clean: false };
    const away = await connect(tcpUrl(0), session);
    expect(await subscribeCodes(away, [`${base}/system/conf`], 1)).toEqual([1]);
    await away.endAsync();
    // Publish only once member 0 has let the controller go: else the conf is written to its dying
    // socket, in flight, instead of queued for the session.
    const idle = { timeout: 10_000, interval: 50 };
    await vi.waitFor(async () => expect((await statsOf(0)).clients.connected).toBe(0), idle);
    const grower = await app(0, 'c2');
    const received = (await statsOf(0)).messages.received;
    await publish(grower, `${base}/system/conf`, conf, 1);
    // aedes sends the PUBACK before it queues the message (in Redis): a kill in those few ms loses
    // it. Member 0 counts a publish once it has been queued and emitted; kill only after that.
    await vi.waitFor(async () => expect((await statsOf(0)).messages.received).toBe(received + 1), idle);
    await end(grower);

    const killed = pidOf(0);
    process.kill(killed, 'SIGKILL');
    await vi.waitFor(
      () => {
        expect(pidOf(0)).not.toBe(killed);
        expect(listening(0).length).toBe(2);
      },
      { timeout: 45_000, interval: 50 },
    );

    // Listening before CONNACK: the queued message follows it at once.
    const back = mqtt.connect(tcpUrl(0), { ...session, reconnectPeriod: 0 });
    clients.push(back);
    const confs = collect(back);
    await vi.waitFor(() => expect(confs.map((m) => m.payload.toString())).toEqual([conf]), {
      timeout: 10_000,
    });
    expect(confs[0]?.topic).toBe(`${base}/system/conf`);
  });
});
