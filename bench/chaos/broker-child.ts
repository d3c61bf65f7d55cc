/**
 * The chaos soak's broker, in a process of its own so it can be killed with SIGKILL: the embedded
 * broker in token mode, each grower's token checked by the soak's cloud over IPC, each controller by
 * the farm's fixtures. Tells the parent when it listens, answers 'memory' (after a full GC) and
 * passes every process warning on.
 */
import { startBroker } from '../../broker/index.ts';
import type { TokenCheck } from '../../broker/types.ts';
import { controllerLoginOf } from '../../fixtures/index.ts';
import { makeFarm } from '../../fixtures/farms.ts';

export type BrokerChildJob = { farmSeed: number; controllers: number; wsPort: number; tcpPort: number };
export type ToBrokerChild = { type: 'memory' } | { type: 'token'; id: number; check: TokenCheck };
export type FromBrokerChild =
  | { type: 'ready'; wsPort: number; tcpPort: number }
  | { type: 'memory'; heap: number; rss: number }
  | { type: 'verify'; id: number; mobile: string; token: string }
  | { type: 'warning'; name: string; message: string };

const job = JSON.parse(process.env.GH_CHAOS_BROKER ?? '{}') as BrokerChildJob;
const farm = makeFarm(job.farmSeed, { servers: job.controllers, zonesPerServer: 4 });
const tell = (message: FromBrokerChild) => process.send?.(message);
const asked = new Map<number, (check: TokenCheck) => void>();
let nextId = 0;

process.on('warning', (warning) =>
  tell({ type: 'warning', name: warning.name, message: `${warning.message} (broker process)` }),
);
process.on('message', (message: ToBrokerChild) => {
  if (message.type === 'token') {
    asked.get(message.id)?.(message.check);
    asked.delete(message.id);
  }
  if (message.type === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    tell({ type: 'memory', heap: usage.heapUsed, rss: usage.rss });
  }
});
// The parent gone (it ended, or was killed itself): nothing left to serve.
process.on('disconnect', () => process.exit(0));

const broker = await startBroker({
  wsPort: job.wsPort,
  tcpPort: job.tcpPort,
  auth: {
    mode: 'token',
    verifyToken: (mobile, token) =>
      new Promise<TokenCheck>((resolve) => {
        const id = nextId++;
        asked.set(id, resolve);
        tell({ type: 'verify', id, mobile, token });
      }),
  },
  controllers: {
    verify: (sn, secret) => controllerLoginOf(farm, sn, secret),
  },
  log: () => undefined,
});
tell({ type: 'ready', wsPort: broker.wsPort, tcpPort: broker.tcpPort });
