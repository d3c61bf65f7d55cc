/**
 * A private Debian redis-server for `npm run broker -- --cluster N` without `--redis URL` and for the
 * cluster scenario test: loopback only, on a free port, no disk, stopped by its own pid.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

export type RunningRedis = { url: string; port: number; pid: number; stop: () => Promise<void> };

const candidates = [process.env.REDIS_SERVER_PATH, '/usr/bin/redis-server', '/usr/local/bin/redis-server'];

/** The redis-server binary, or undefined when it is not installed. */
export function redisServerPath(): string | undefined {
  return candidates.find((path): path is string => path !== undefined && path !== '' && existsSync(path));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address && typeof address === 'object') server.close(() => resolve(address.port));
      else server.close(() => reject(new Error(`listening on ${String(address)}, not on a TCP port`)));
    });
  });
}

/** True once redis answers PING with PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    let reply = '';
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.includes('\r\n')) {
        socket.destroy();
        resolve(reply.startsWith('+PONG'));
      }
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startRedisServer(log: (line: string) => void = () => undefined): Promise<RunningRedis> {
  const binary = redisServerPath();
  if (!binary)
    throw new Error(
      "redis-server not found: install Debian's redis-server (apt-get install -y redis-server) or pass --redis URL",
    );
  const port = await freePort();
  // No snapshot, no append-only file: the cluster's state lives as long as this private server.
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + 10_000;
  while (!(await pong(port))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer within 10 s: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20)); // polling a condition, not a sleep
  }
  log(`[broker] private redis-server ${port} (pid ${child.pid})`);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
