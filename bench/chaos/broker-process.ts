/**
 * The parent's side of the chaos soak's broker (broker-child.ts): start it, kill it with SIGKILL,
 * start it again on the same ports, read its memory. An exit nobody asked for is a crash.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TokenCheck } from '../../broker/types.ts';
import type { BrokerChildJob, FromBrokerChild, ToBrokerChild } from './broker-child.ts';

export type BrokerProcess = {
  readonly wsUrl: string;
  readonly tcpUrl: string;
  kill9: () => Promise<void>;
  start: () => Promise<void>;
  /** Heap used and resident set after a full GC, bytes. */
  memory: () => Promise<{ heap: number; rss: number }>;
  readonly crashes: number;
  readonly warnings: string[];
  close: () => Promise<void>;
};

const entry = fileURLToPath(new URL('./broker-child.ts', import.meta.url));

export async function startBrokerProcess(options: {
  farmSeed: number;
  controllers: number;
  verifyToken: (mobile: string, token: string) => Promise<TokenCheck>;
}): Promise<BrokerProcess> {
  let child: ChildProcess | undefined;
  let ports = { wsPort: 0, tcpPort: 0 };
  let crashes = 0;
  const warnings: string[] = [];
  let memoryWaiter: ((m: { heap: number; rss: number }) => void) | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const job: BrokerChildJob = { farmSeed: options.farmSeed, controllers: options.controllers, ...ports };
      const proc = fork(entry, [], {
        execArgv: ['--expose-gc', '--import', 'tsx'],
        env: { ...process.env, GH_CHAOS_BROKER: JSON.stringify(job) },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      child = proc;
      const send = (message: ToBrokerChild) => {
        if (proc.connected) proc.send(message);
      };
      proc.on('message', (message: FromBrokerChild) => {
        if (message.type === 'ready') {
          ports = { wsPort: message.wsPort, tcpPort: message.tcpPort };
          resolve();
        }
        if (message.type === 'verify')
          void options
            .verifyToken(message.mobile, message.token)
            .then((check) => send({ type: 'token', id: message.id, check }));
        if (message.type === 'memory') memoryWaiter?.({ heap: message.heap, rss: message.rss });
        if (message.type === 'warning') warnings.push(`${message.name}: ${message.message}`);
      });
      proc.once('exit', (code, signal) => {
        if (child === proc && signal !== 'SIGKILL' && signal !== 'SIGTERM') crashes++;
        reject(new Error(`[chaos] the broker exited before it listened (${code ?? signal})`));
      });
    });

  const stop = async (signal: NodeJS.Signals) => {
    const proc = child;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill(signal);
    await gone;
  };

  await start();
  return {
    get wsUrl() {
      return `ws://127.0.0.1:${ports.wsPort}/mqtt/`;
    },
    get tcpUrl() {
      return `mqtt://127.0.0.1:${ports.tcpPort}`;
    },
    kill9: () => stop('SIGKILL'),
    start,
    memory: () =>
      new Promise((resolve) => {
        memoryWaiter = resolve;
        child?.send({ type: 'memory' } satisfies ToBrokerChild);
      }),
    get crashes() {
      return crashes;
    },
    warnings,
    close: () => stop('SIGTERM'),
  };
}
