/**
 * `npm run broker -- --cluster N`: N broker processes, one Redis. Each member is this same
 * CLI with `--redis URL` on its own ports (tcp-port + i, ws-port + i), so a client, a load balancer or a
 * test can address one member and a member's /stats is its own; they share sessions, subscriptions,
 * retained and offline messages through Redis. A member that dies is started again on its ports.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { brokerNodeFlags } from './node-flags.ts';
import { fileURLToPath } from 'node:url';
import type { CliConfig } from './cli-config.ts';
import { startRedisServer, type RunningRedis } from './redis-server.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

/** Member i's command line: the parent's options, one member's ports, the shared Redis. */
export function memberArgs(config: CliConfig, index: number, redisUrl: string): string[] {
  const args = ['--host', config.host, '--tcp-port', String(config.tcpPort + index)];
  args.push('--ws-port', String(config.wsPort + index), '--redis', redisUrl);
  if (config.strict) args.push('--strict');
  if (config.statsEveryS > 0) args.push('--stats-every', String(config.statsEveryS));
  if (config.controller) args.push('--controller', `${config.controller.sn}@${config.controller.base}`);
  return args;
}

export async function serveCluster(config: CliConfig): Promise<void> {
  if (config.tcpPort === 0 || config.wsPort === 0)
    throw new Error('--cluster needs fixed --tcp-port and --ws-port (member i listens on port + i)');
  const redis: RunningRedis | undefined = config.redisUrl
    ? undefined
    : await startRedisServer((line) => console.log(line));
  const redisUrl = config.redisUrl ?? redis?.url;
  if (redisUrl === undefined) throw new Error('no redis: neither --redis-url nor a redis-server started');
  // One credential for every member: the generated ones are handed down, not generated N times.
  const env = {
    ...process.env,
    GH_BROKER_USERNAME: config.username,
    GH_BROKER_PASSWORD: config.password,
    ...(config.controller ? { GH_BROKER_CONTROLLER_SECRET: config.controller.secret } : {}),
  };
  const members: (ChildProcess | undefined)[] = [];
  const restarts: number[][] = [];
  let stopping = false;
  const start = (index: number) => {
    const child = spawn(
      process.execPath,
      [...brokerNodeFlags, '--import', 'tsx', cli, ...memberArgs(config, index, redisUrl)],
      {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    members[index] = child;
    console.log(
      `[broker] member ${index} pid ${child.pid}: tcp ${config.tcpPort + index}, ws ${config.wsPort + index}`,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        console.log(`[member ${index}] ${line}`);
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      // At most 5 restarts of one member a minute: past that it is broken (a port taken), not unlucky.
      const recent = (restarts[index] ?? []).filter((at) => Date.now() - at < 60_000);
      restarts[index] = [...recent, Date.now()];
      if (recent.length >= 5) {
        console.error(
          `[broker] member ${index} exited ${recent.length + 1} times in a minute: stopping the cluster`,
        );
        process.exitCode = 1;
        return void stop();
      }
      console.log(`[broker] member ${index} exited (${signal ?? code}): starting it again`);
      start(index);
    });
  };
  console.log(`[broker] cluster of ${config.cluster} on ${redisUrl}`);
  for (let i = 0; i < config.cluster; i++) start(i);
  if (config.generatedPassword)
    console.log(
      `[broker] fixed credential for this run: username ${config.username}, password ${config.password}`,
    );

  const stop = async () => {
    stopping = true;
    await Promise.all(
      members.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await redis?.stop();
    process.exit(process.exitCode ?? 0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}
