/**
 * `npm run broker` settings from the environment and flags (flags win). No secret lives in the repo:
 * GH_BROKER_USERNAME/GH_BROKER_PASSWORD set the fixed credential; when unset, a demo username and a
 * random password are generated at start and printed, so a developer can paste them into .env.local.
 */
import { randomBytes } from 'node:crypto';
import { isValidBaseTopic } from '../protocol/topics.ts';
import { defaultChecksPerSecond } from './monitor-sampler.ts';

/** `--controller SN@BASE`: a (third-party) controller allowed to connect, with its secret. */
export type CliController = { sn: string; base: string; secret: string; generatedSecret: boolean };

export type CliConfig = {
  host: string;
  wsPort: number;
  tcpPort: number;
  username: string;
  password: string;
  /** True when the password was generated for this run (printed at start). */
  generatedPassword: boolean;
  strict: boolean;
  /** `--monitor-rate N` (GH_BROKER_MONITOR_RATE): contract checks per second before sampling; 0 = all. */
  monitorRate: number;
  /** GH_BROKER_FIXED_BASES (comma-separated): the only bases the fixed credential may use. */
  fixedBases: string[];
  /** GH_BROKER_STATS_TOKEN: bearer token for the full GET /stats (else counts only, loopback only). */
  statsToken: string | undefined;
  /** `--stats`: query the running broker's GET /stats, print it and exit. */
  queryStats: boolean;
  /** `--stats-every N`: while serving, print a summary every N seconds (0 = never). */
  statsEveryS: number;
  /** `--controller SN@BASE` with GH_BROKER_CONTROLLER_SECRET: one controller that may report on BASE. */
  controller: CliController | undefined;
  /** `--cluster N`: start N broker processes on one Redis (0 = one process, no cluster). */
  cluster: number;
  /** `--redis URL` (GH_BROKER_REDIS_URL): the cluster's Redis; with --cluster unset, join it as one member. */
  redisUrl: string | undefined;
  help: boolean;
};

export const usage = `Usage: npm run broker -- [options]
  --host H            bind address (GH_BROKER_HOST, default 127.0.0.1)
  --ws-port N         WebSocket port, path /mqtt/ and GET /stats (GH_BROKER_WS_PORT, default 8883)
  --tcp-port N        MQTT over TCP (GH_BROKER_TCP_PORT, default 1883)
  --strict            drop publishes that break the protocol contract (GH_BROKER_STRICT=true)
  --monitor-rate N    contract checks per second (GH_BROKER_MONITOR_RATE, default 1000); above it a
                      random sample of the publishes is checked; 0 checks every one (without --strict)
  --stats             print the stats of the broker running at host:ws-port, then exit
  --stats-every N     while serving, print a stats summary every N seconds
  --controller SN@BASE  let one controller connect (username SN, password GH_BROKER_CONTROLLER_SECRET,
                      generated and printed when unset) and report under BASE: with --strict, its
                      traffic is checked against the contract (docs/contract/asyncapi.json)
  --cluster N         N broker processes sharing one Redis (mqemitter-redis, aedes-persistence-redis);
                      member i listens on tcp-port + i and ws-port + i; without --redis a private
                      redis-server is started on a free loopback port; a member that dies is restarted
  --redis URL         the cluster's Redis (GH_BROKER_REDIS_URL), redis://host:port[/db]; without
                      --cluster, this process is one member of that cluster
Fixed credential: GH_BROKER_USERNAME and GH_BROKER_PASSWORD (generated and printed when unset).
It is compiled into the app, so treat it as public: GH_BROKER_FIXED_BASES (comma-separated base
topics) lists the only bases it may use; unset, it may use none.
GH_BROKER_STATS_TOKEN: bearer token for the full GET /stats (without it: counts only, loopback only).`;

function port(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535)
    throw new Error(`${name}=${raw} is not a port (0-65535)`);
  return value;
}

function flagValue(argv: readonly string[], flag: string): string | undefined {
  const at = argv.indexOf(flag);
  if (at === -1) return undefined;
  const value = argv[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value`);
  return value;
}

const known = [
  '--host',
  '--ws-port',
  '--tcp-port',
  '--strict',
  '--monitor-rate',
  '--stats',
  '--stats-every',
  '--controller',
  '--cluster',
  '--redis',
  '--help',
];

function readController(
  raw: string | undefined,
  env: Record<string, string | undefined>,
): CliController | undefined {
  if (raw === undefined) return undefined;
  const at = raw.indexOf('@');
  const sn = raw.slice(0, at);
  const base = raw.slice(at + 1);
  if (at < 1 || !isValidBaseTopic(base))
    throw new Error(`--controller ${raw}: expected SN@BASE, e.g. GH0001@farm/gh0001`);
  const secret = env.GH_BROKER_CONTROLLER_SECRET ?? '';
  return { sn, base, secret: secret || randomBytes(12).toString('base64url'), generatedSecret: !secret };
}

/** Reads the settings; throws an Error naming the bad flag or variable. */
export function readCliConfig(argv: readonly string[], env: Record<string, string | undefined>): CliConfig {
  const unknown = argv.filter((a) => a.startsWith('--') && !known.includes(a));
  if (unknown.length > 0) throw new Error(`unknown option(s) ${unknown.join(' ')}\n${usage}`);
  const username = env.GH_BROKER_USERNAME || 'demo';
  const password = env.GH_BROKER_PASSWORD || '';
  if (Boolean(env.GH_BROKER_USERNAME) !== Boolean(env.GH_BROKER_PASSWORD)) {
    throw new Error('set GH_BROKER_USERNAME and GH_BROKER_PASSWORD together, or neither');
  }
  const every = flagValue(argv, '--stats-every') ?? '0';
  const cluster = flagValue(argv, '--cluster') ?? '0';
  if (
    !/^\d+$/.test(cluster) ||
    (argv.includes('--cluster') && !(Number(cluster) >= 1)) ||
    Number(cluster) > 64
  )
    throw new Error(`--cluster ${cluster} is not a number of broker processes (1-64)`);
  const monitorRate =
    flagValue(argv, '--monitor-rate') ?? env.GH_BROKER_MONITOR_RATE ?? String(defaultChecksPerSecond);
  if (!/^\d+$/.test(monitorRate))
    throw new Error(`--monitor-rate ${monitorRate} is not a whole number of checks per second`);
  if (!/^\d+$/.test(every)) throw new Error(`--stats-every ${every} is not a whole number of seconds`);
  return {
    host: flagValue(argv, '--host') ?? env.GH_BROKER_HOST ?? '127.0.0.1',
    wsPort: port('--ws-port', flagValue(argv, '--ws-port') ?? env.GH_BROKER_WS_PORT, 8883),
    tcpPort: port('--tcp-port', flagValue(argv, '--tcp-port') ?? env.GH_BROKER_TCP_PORT, 1883),
    username,
    password: password || randomBytes(12).toString('base64url'),
    generatedPassword: !password,
    strict: argv.includes('--strict') || env.GH_BROKER_STRICT === 'true',
    monitorRate: Number(monitorRate),
    fixedBases: (env.GH_BROKER_FIXED_BASES ?? '')
      .split(',')
      .map((b) => b.trim())
      .filter((b) => b !== ''),
    statsToken: env.GH_BROKER_STATS_TOKEN || undefined,
    queryStats: argv.includes('--stats'),
    statsEveryS: Number(every),
    controller: readController(flagValue(argv, '--controller'), env),
    cluster: Number(cluster),
    redisUrl: flagValue(argv, '--redis') ?? (env.GH_BROKER_REDIS_URL || undefined),
    help: argv.includes('--help'),
  };
}
