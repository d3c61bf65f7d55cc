/**
 * 20 broker restarts with QoS 1 configuration requests in flight, from the app's own live
 * layer to a simulated controller, on real sockets: every request is answered (0 lost) and each
 * change is applied once (0 applied twice). The app sends an unanswered QoS 1 request again after a
 * reconnect with the same qryId; the controller answers a repeated qryId without applying it.
 */
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBroker, type BrokerOptions, type RunningBroker } from '../../broker/index.ts';
import { createLiveClient } from '../../app/live/mqtt-client.ts';
import type { LiveClient } from '../../app/live/types.ts';
import { controllerLoginOf } from '../../fixtures/index.ts';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../../simulator/clock.ts';
import { startSimulator, type RunningSimulator } from '../../simulator/index.ts';

const farm = makeFarm(47, { servers: 1, zonesPerServer: 1 });
const base = farm.servers[0]!.server.mqttBaseTopic;
const app = { username: 'gh-restart', password: 'fixed-secret-for-tests' };
let options: BrokerOptions;
let broker: RunningBroker;
let sim: RunningSimulator;
let live: LiveClient;

beforeAll(async () => {
  options = {
    auth: { mode: 'fixed', ...app },
    controllers: {
      verify: (sn, secret) => controllerLoginOf(farm, sn, secret),
    },
    log: () => undefined,
  };
  broker = await startBroker(options);
  options = { ...options, wsPort: broker.wsPort, tcpPort: broker.tcpPort };
  sim = await startSimulator({
    warmDays: 0,
    brokerUrl: broker.tcpUrl,
    farm,
    clock: createClock({ mode: 'stepped' }),
    log: () => undefined,
  });
  live = createLiveClient({
    url: broker.wsUrl,
    ...app,
    connect: mqtt.connect,
    ackTimeoutMs: 120_000,
    log: () => undefined,
  });
  live.selectBase(base);
});
afterAll(async () => {
  await live?.end();
  await sim?.stop();
  await broker?.close();
});

const ready = () =>
  vi.waitFor(
    () => {
      expect(live.connection()).toMatchObject({ status: 1, subscription: 1 });
      expect(sim.controllers[0]!.online).toBe(true);
    },
    { timeout: 20_000, interval: 20 },
  );

describe('broker restarts with QoS 1 confs in flight', () => {
  it('20 restarts: 0 lost, 0 applied twice', { timeout: 180_000 }, async () => {
    const names: string[] = [];
    const answers: Promise<unknown>[] = [];
    for (let restart = 0; restart < 20; restart++) {
      await ready();
      for (let i = 0; i < 5; i++) {
        const name = `重启${restart}-${i}`;
        names.push(name);
        answers.push(live.request('system/conf', 'zone', 'add', { name, area: 10, crop: '', order: i }));
      }
      await broker.close();
      broker = await startBroker(options);
    }
    const settled = await Promise.allSettled(answers);
    const lost = settled.filter((s) => s.status === 'rejected' || (s.value as { code: number }).code !== 0);
    const zones = sim.controllers[0]!.context.config.list('zone').map((z) => z.name);
    const twice = names.filter((n) => zones.filter((z) => z === n).length > 1);
    const missing = names.filter((n) => !zones.includes(n));
    console.log(
      `[restart] ${names.length} confs over 20 restarts: lost ${lost.length}, applied twice ${twice.length}`,
    );
    expect(lost).toEqual([]);
    expect(twice).toEqual([]);
    expect(missing).toEqual([]);
  });
});
