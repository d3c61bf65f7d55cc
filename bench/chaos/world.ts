/**
 * The chaos soak's world: the cloud (in this process, restartable on its port with its accounts and
 * tokens), the broker in a process of its own (killable with SIGKILL), the controllers of a farm of
 * the demo kind on a stepped world clock with their state files, and one grower per app client,
 * each with an account bound to one base, in worker threads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeFarm, type Farm } from '../../fixtures/farms.ts';
import { startCloud, type CloudServer } from '../../simulator/cloud/node.ts';
import { CloudStore } from '../../simulator/cloud/store.ts';
import { startSimulator, type RunningSimulator } from '../../simulator/index.ts';
import { createWorldClock, type WorldClock } from '../../simulator/world-clock.ts';
import type { RequestOutcome } from './app-client-messages.ts';
import { startAppClients, type AppClients } from './app-clients.ts';
import { startBrokerProcess, type BrokerProcess } from './broker-process.ts';

export type ChaosWorldOptions = {
  controllers: number;
  clients: number;
  /** Simulated start (a fixed moment: the weather and the sun are the same on every run). */
  start: number;
  /** The app's ack time-out, host ms. */
  ackTimeoutMs: number;
  onOutcome: (client: number, id: string, outcome: RequestOutcome) => void;
};

export type ChaosWorld = {
  farm: Farm;
  clock: WorldClock;
  sim: RunningSimulator;
  broker: BrokerProcess;
  clients: AppClients;
  stateDir: string;
  cloud: () => CloudServer | undefined;
  /** The grower of app client i. */
  growerOf: (client: number) => { mobile: string; controller: number };
  stopCloud: () => Promise<void>;
  startCloud: () => Promise<void>;
  /** Things the controllers logged that mean a bug (a handler that threw, an invalid payload). */
  controllerFaults: string[];
  stop: () => Promise<void>;
};

export const chaosFarmSeed = 4242;

export async function startChaosWorld(options: ChaosWorldOptions): Promise<ChaosWorld> {
  const farm = makeFarm(chaosFarmSeed, { servers: options.controllers, zonesPerServer: 4 });
  const clock = createWorldClock({ paced: false, start: options.start });
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gh-chaos-'));
  const store = new CloudStore({ now: () => clock.now(), log: () => undefined, accounts: [] });
  const growers = Array.from({ length: options.clients }, (_, i) => ({
    mobile: `1390000${String(i).padStart(4, '0')}`,
    password: `chaos-grower-${i}`,
    controller: i % options.controllers,
  }));
  for (const g of growers) {
    store.register(g.mobile, g.password);
    store.bind(g.mobile, farm.servers[g.controller]!.server);
  }
  let cloud: CloudServer | undefined = await startCloud({ store, log: () => undefined });
  const cloudPort = cloud.port;
  const broker = await startBrokerProcess({
    farmSeed: chaosFarmSeed,
    controllers: options.controllers,
    verifyToken: (mobile, token) =>
      Promise.resolve(cloud ? cloud.verifyToken(mobile, token) : { ok: false, reason: 'the cloud is down' }),
  });
  const controllerFaults: string[] = [];
  const sim = await startSimulator({
    brokerUrl: broker.tcpUrl,
    farm,
    clock,
    stateDir,
    warmDays: 0,
    log: (line) => {
      if (/handler for .* failed|refusing to send an invalid|a timer callback failed/.test(line))
        controllerFaults.push(line);
    },
  });
  const clients = await startAppClients(
    growers.map((g, index) => ({
      index,
      cloudUrl: cloud!.url,
      brokerUrl: broker.wsUrl,
      mobile: g.mobile,
      password: g.password,
      base: farm.servers[g.controller]!.server.mqttBaseTopic,
      ackTimeoutMs: options.ackTimeoutMs,
    })),
    options.onOutcome,
  );
  return {
    farm,
    clock,
    sim,
    broker,
    clients,
    stateDir,
    cloud: () => cloud,
    growerOf: (client) => growers[client]!,
    async stopCloud() {
      await cloud?.close();
      cloud = undefined;
    },
    async startCloud() {
      cloud ??= await startCloud({ port: cloudPort, store, log: () => undefined });
    },
    controllerFaults,
    async stop() {
      await clients.stop();
      await sim.stop();
      await broker.close();
      await cloud?.close();
      clock.stop();
      fs.rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
