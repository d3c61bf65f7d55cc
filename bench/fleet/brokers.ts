/**
 * The brokers the fleet bench compares, each started fresh for a step on a free port so that no
 * session, retained message or closing socket of the previous step is left: the embedded aedes
 * broker in its own process (as `npm run broker` deploys it) and Debian's mosquitto.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { brokerNodeFlags } from '../../broker/node-flags.ts';
import { appClientIdPrefix } from '../../protocol/client-ids.ts';
import { startMosquitto } from '../../tests/support/mosquitto.ts';
import { onLines, stopChild } from './proc.ts';

export type BrokerKind = 'aedes' | 'mosquitto';

export type BenchBroker = {
  kind: BrokerKind;
  url: string;
  pid: number | undefined;
  /** Client id and credentials of the bench's subscriber (aedes binds ids to identities). */
  subscriberId: string;
  username?: string;
  password?: string;
  stop: () => Promise<void>;
};

async function startAedes(seed: number): Promise<BenchBroker> {
  const password = randomBytes(12).toString('hex');
  const entry = new URL('./aedes-broker.ts', import.meta.url).pathname;
  // GH_BENCH_BROKER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, to profile the broker.
  const nodeArgs = (process.env.GH_BENCH_BROKER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...brokerNodeFlags, ...nodeArgs, '--import', 'tsx', entry, String(seed), 'bench', password];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  onLines(child.stderr, (line) => {
    if (stderr.length < 4000) stderr += `${line}\n`;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`aedes did not start in 30 s: ${stderr}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`aedes exited (${code}): ${stderr}`)));
    onLines(child.stdout, (line) => {
      // GH_BENCH_BROKER_LOG=FILE keeps the broker's output (e.g. --trace-gc) with the wall time.
      if (process.env.GH_BENCH_BROKER_LOG)
        appendFileSync(process.env.GH_BENCH_BROKER_LOG, `${Date.now()} ${line}\n`);
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { tcpUrl: string }).tcpUrl);
    });
  });
  const subscriberId = `${appClientIdPrefix('bench')}sub${process.pid}`;
  return {
    kind: 'aedes',
    url,
    pid: child.pid,
    subscriberId,
    username: 'bench',
    password,
    stop: () => stopChild(child),
  };
}

async function startDebianMosquitto(): Promise<BenchBroker> {
  // Nagle off as on aedes' sockets; a deep queue so a slow subscriber is measured, not dropped.
  const running = await startMosquitto(undefined, ['set_tcp_nodelay true', 'max_queued_messages 100000']);
  const subscriberId = `bench-sub-${process.pid}`;
  return { kind: 'mosquitto', url: running.tcpUrl, pid: running.pid, subscriberId, stop: running.stop };
}

export function startBenchBroker(kind: BrokerKind, seed: number): Promise<BenchBroker> {
  return kind === 'aedes' ? startAedes(seed) : startDebianMosquitto();
}
