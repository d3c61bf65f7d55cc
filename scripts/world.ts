/**
 * The simulated world without the app: cloud (REST), broker (token mode, checked by the cloud) and
 * the demo farm's controllers. Used by `npm start` and by the e2e harness.
 */
import { startBroker, type RunningBroker } from '../broker/index.ts';
import { checkControllerLogin, demoFarm, findServer, type Farm } from '../fixtures/index.ts';
import { startCloud, type CloudServer } from '../simulator/cloud/node.ts';
import type { DevPorts } from './ports.ts';

export type WorldOptions = {
  ports: Pick<DevPorts, 'cloud' | 'brokerWs' | 'brokerTcp'>;
  farm?: Farm;
  log?: (line: string) => void;
};

export type World = { cloud: CloudServer; broker: RunningBroker; farm: Farm; stop(): Promise<void> };

/** Starts cloud, broker and controllers; on any failure stops what already started. */
export async function startWorld(options: WorldOptions): Promise<World> {
  const farm = options.farm ?? demoFarm;
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const fn of stops.reverse())
      await fn().catch((e: unknown) => console.error('[start] stop failed:', e));
  };
  try {
    const cloud = await startCloud({ port: options.ports.cloud });
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
    return { cloud, broker, farm, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
