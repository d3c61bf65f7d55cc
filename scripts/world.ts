/**
 * The simulated world without the app: cloud (REST), broker (token mode, checked by the cloud) and
 * the demo farm's controllers. Used by `npm start` and by the e2e harness.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startBroker, type RunningBroker } from '../broker/index.ts';
import { checkControllerLogin, demoFarm, findServer, type Farm } from '../fixtures/index.ts';
import { startCloud, type CloudServer } from '../simulator/cloud/node.ts';
import { checkControlRequest, localSimToken } from '../simulator/control-guard.ts';
import { startSimulator, type RunningSimulator } from '../simulator/index.ts';
import type { DevPorts } from './ports.ts';

export type WorldOptions = {
  ports: Pick<DevPorts, 'cloud' | 'sim' | 'brokerWs' | 'brokerTcp'>;
  farm?: Farm;
  /** Simulated time per real second (1 = real time). */
  speed?: number;
  /** Where the controllers keep their configuration across restarts (none: in memory only). */
  stateDir?: string;
  /** Days of history the controllers simulate before they go live (issue 5: 30). */
  warmDays?: number;
  log?: (line: string) => void;
};

export type World = {
  cloud: CloudServer;
  broker: RunningBroker;
  sim: RunningSimulator;
  /** Where the simulator's control API (/sim/world/...) listens. */
  simControlUrl: string;
  /** The local token of /sim/control and /sim/world outside a browser (simulator/control-guard.ts). */
  controlToken: string;
  farm: Farm;
  stop(): Promise<void>;
};

/** Starts cloud, broker and controllers; on any failure stops what already started. */
export async function startWorld(options: WorldOptions): Promise<World> {
  const farm = options.farm ?? demoFarm;
  const controlToken = localSimToken(process.env);
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse())
      await fn().catch((e: unknown) => console.error('[start] stop failed:', e));
  };
  try {
    const cloud = await startCloud({
      port: options.ports.cloud,
      controlToken,
      stateDir: options.stateDir,
    });
    stops.push(() => cloud.close());
    const broker = await startBroker({
      wsPort: options.ports.brokerWs,
      tcpPort: options.ports.brokerTcp,
      auth: { mode: 'token', verifyToken: async (mobile, token) => cloud.verifyToken(mobile, token) },
      controllers: {
        verify: async (sn, secret) => {
          const server = findServer(farm, sn);
          return server && checkControllerLogin(farm, sn, secret)
            ? { ok: true, base: server.server.mqttBaseTopic }
            : { ok: false };
        },
      },
      log: options.log,
    });
    stops.push(() => broker.close());
    const sim = await startSimulator({
      brokerUrl: broker.tcpUrl,
      farm,
      speed: options.speed ?? 1,
      warmDays: options.warmDays,
      stateDir: options.stateDir,
      log: options.log,
    });
    stops.push(() => sim.stop());
    const control = createServer((req, res) => {
      const verdict = checkControlRequest(req.headers, controlToken);
      if (!verdict.ok) {
        res.writeHead(verdict.status, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ error: verdict.reason }));
      }
      sim.controlHandler(req, res).then(
        (handled) => handled || res.writeHead(404).end(),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    });
    await new Promise<void>((resolve, reject) => {
      control.once('error', reject);
      control.listen(options.ports.sim, '127.0.0.1', resolve);
    });
    stops.push(() => new Promise<void>((resolve) => control.close(() => resolve())));
    const simControlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
    return { cloud, broker, sim, simControlUrl, controlToken, farm, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
