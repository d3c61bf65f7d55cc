/**
 * Debian's mosquitto for the live-layer suite: started on free loopback ports from a config file
 * written to a temp dir (one WebSocket listener, one plain TCP listener, anonymous allowed), stopped
 * by its own pid. `npm run test:scenarios` provisions the binary (scripts/ensure-browser.ts --mosquitto).
 * Note: mosquitto 2.0's WebSocket listener (libwebsockets) ignores the bind address; the port is
 * random and lives only for the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type RunningMosquitto = {
  wsUrl: string;
  tcpUrl: string;
  wsPort: number;
  tcpPort: number;
  /** The broker's process id (benchmarks read its CPU time). */
  pid: number | undefined;
  stop: () => Promise<void>;
};

const candidates = [
  process.env.MOSQUITTO_PATH,
  '/usr/sbin/mosquitto',
  '/usr/bin/mosquitto',
  '/usr/local/sbin/mosquitto',
];

/** The mosquitto binary, or undefined when it is not installed. */
export function mosquittoPath(): string | undefined {
  return candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
}

/** A port free right now on loopback (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Resolves once both ports accept connections; rejects if the process exits first. */
async function ready(child: ChildProcess, ports: number[], stderr: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mosquitto exited (${child.exitCode}): ${stderr()}`);
    const up = await Promise.all(ports.map(accepts));
    if (up.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 20)); // polling a condition, not a sleep
  }
  throw new Error(`mosquitto did not listen within 10 s: ${stderr()}`);
}

/**
 * Starts mosquitto; pass the ports of a previous run to restart it where the clients expect it, and
 * `extra` config lines for a benchmark (e.g. `set_tcp_nodelay true`).
 */
export async function startMosquitto(
  ports?: { wsPort: number; tcpPort: number },
  extra: readonly string[] = [],
): Promise<RunningMosquitto> {
  const binary = mosquittoPath();
  if (!binary)
    throw new Error("mosquitto not found: run 'node --import tsx scripts/ensure-browser.ts --mosquitto'");
  const wsPort = ports?.wsPort ?? (await freePort());
  const tcpPort = ports?.tcpPort ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'gh-mosquitto-'));
  const conf = join(dir, 'mosquitto.conf');
  writeFileSync(
    conf,
    [
      'per_listener_settings false',
      'allow_anonymous true',
      'persistence false',
      'log_dest stderr',
      'log_type error',
      'log_type warning',
      ...extra,
      `listener ${tcpPort} 127.0.0.1`,
      `listener ${wsPort} 127.0.0.1`,
      'protocol websockets',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  await ready(child, [tcpPort, wsPort], () => stderr).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    wsUrl: `ws://127.0.0.1:${wsPort}/mqtt/`,
    tcpUrl: `mqtt://127.0.0.1:${tcpPort}`,
    wsPort,
    tcpPort,
    pid: child.pid,
    stop,
  };
}
