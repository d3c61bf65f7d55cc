/** Command-line flags of `npm run sim` (run, record, replay), parsed into checked options. */
import { parseArgs } from 'node:util';
import type { ClockMode } from '../clock.ts';
import type { FarmSpec } from './farm-spec.ts';

export const usage = `Usage:
  npm run sim -- [run] [--farm demo|seed:<n>] [--servers N] [--zones N] [--controllers N] [--workers K]
                 [--shard I] [--speed X] [--clock real|accelerated|stepped] [--broker mqtt://host:port]
                 [--state-dir DIR] [--seed S] [--cadence MS] [--control-port P] [--fault SPEC]...
                 [--connect-at-once N] [--connect-timeout S]
  npm run sim -- record --broker URL --base TOPIC [--base TOPIC]... [--out FILE] [--duration S]
  npm run sim -- replay --broker URL --in FILE [--speed X|max] [--map-base FROM=TO]
--shard I (0-based, with --controllers N): this process runs controllers I*N+1 .. (I+1)*N of the
  seed's fleet, so processes on several machines with one --seed and distinct shards never share a serial.
Faults (--fault, or typed at run time as "fault set ..."): kind[:sn[:id]][,param=value...],
  e.g. sensorOffline:GHB22DAF-001:3   ackDelay,ms=5000   malformedBurst,count=20
Run-time commands on stdin: status | faults | fault set SPEC | fault clear [kind] | reboot SN | advance MS | quit`;

export type RunArgs = {
  command: 'run';
  farm: FarmSpec;
  broker: string;
  speed: number;
  clock: ClockMode;
  stateDir?: string;
  seed?: string;
  workers: number;
  cadenceMs?: number;
  /** The connect phase: connects in flight at once, deadline per controller (connect-phase.ts). */
  connect: { concurrency?: number; timeoutMs?: number };
  controlPort?: number;
  faults: string[];
};
export type RecordArgs = {
  command: 'record';
  broker: string;
  bases: string[];
  out?: string;
  durationS?: number;
  username?: string;
  password?: string;
};
export type ReplayArgs = {
  command: 'replay';
  broker: string;
  input: string;
  speed: number;
  mapBase: Record<string, string>;
  username?: string;
  password?: string;
};
export type CliArgs = RunArgs | RecordArgs | ReplayArgs | { command: 'help' };

const options = {
  farm: { type: 'string' },
  servers: { type: 'string' },
  zones: { type: 'string' },
  controllers: { type: 'string' },
  workers: { type: 'string' },
  shard: { type: 'string' },
  speed: { type: 'string' },
  clock: { type: 'string' },
  broker: { type: 'string' },
  'state-dir': { type: 'string' },
  seed: { type: 'string' },
  cadence: { type: 'string' },
  'connect-at-once': { type: 'string' },
  'connect-timeout': { type: 'string' },
  'control-port': { type: 'string' },
  fault: { type: 'string', multiple: true },
  base: { type: 'string', multiple: true },
  out: { type: 'string' },
  in: { type: 'string' },
  duration: { type: 'string' },
  'map-base': { type: 'string', multiple: true },
  username: { type: 'string' },
  password: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function int(name: string, raw: string | undefined, min: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} ${raw}: a whole number >= ${min}`);
  return value;
}

function speedOf(raw: string | undefined, allowMax: boolean): number {
  if (raw === undefined) return 1;
  if (allowMax && raw === 'max') return Infinity;
  const value = Number(raw);
  if (!(value > 0) || !Number.isFinite(value))
    throw new Error(`--speed ${raw}: a number > 0${allowMax ? ' or max' : ''}`);
  return value;
}

/** Parses argv (without node and script); throws an Error with a clear message on bad input. */
export function parseCli(argv: string[], env: Record<string, string | undefined> = {}): CliArgs {
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  const command = positionals[0] ?? 'run';
  if (values.help || command === 'help') return { command: 'help' };
  const broker = values.broker ?? env.GH_SIM_BROKER ?? `mqtt://127.0.0.1:${env.GH_BROKER_TCP_PORT || 1883}`;
  const auth = { username: values.username, password: values.password };
  if (command === 'record') {
    if (!values.base?.length) throw new Error('record needs at least one --base');
    return {
      command,
      broker,
      bases: values.base,
      out: values.out,
      durationS: int('duration', values.duration, 1),
      ...auth,
    };
  }
  if (command === 'replay') {
    if (!values.in) throw new Error('replay needs --in FILE');
    const mapBase: Record<string, string> = {};
    for (const pair of values['map-base'] ?? []) {
      const [from, to] = pair.split('=');
      if (!from || !to) throw new Error(`--map-base ${pair}: use FROM=TO`);
      mapBase[from] = to;
    }
    return { command, broker, input: values.in, speed: speedOf(values.speed, true), mapBase, ...auth };
  }
  if (command !== 'run') throw new Error(`unknown command ${command}\n${usage}`);
  const controllers = int('controllers', values.controllers, 1);
  const speed = speedOf(values.speed, false);
  const clock = (values.clock ?? (speed === 1 ? 'real' : 'accelerated')) as ClockMode;
  if (!['real', 'accelerated', 'stepped'].includes(clock))
    throw new Error(`--clock ${values.clock}: real, accelerated or stepped`);
  const workers = int('workers', values.workers, 1) ?? (controllers && controllers > 250 ? 2 : 1);
  const shard = int('shard', values.shard, 0);
  if (shard !== undefined && controllers === undefined)
    throw new Error('--shard needs --controllers N (the size of every shard)');
  return {
    command,
    farm: {
      name: values.farm ?? (controllers ? `seed:${values.seed ?? 1}` : 'demo'),
      servers: controllers ?? int('servers', values.servers, 1),
      zones: int('zones', values.zones, 1) ?? (controllers ? 1 : undefined),
      secretSalt: env.GH_SIM_SECRET_SALT,
      ...(shard === undefined ? {} : { shard }),
    },
    broker,
    speed,
    clock,
    stateDir: values['state-dir'],
    seed: values.seed,
    workers,
    cadenceMs: int('cadence', values.cadence, 100),
    connect: {
      concurrency: int('connect-at-once', values['connect-at-once'], 1),
      // A fleet run reports who did not make it instead of waiting for ever (default 60 s each).
      timeoutMs: (int('connect-timeout', values['connect-timeout'], 1) ?? 60) * 1000,
    },
    controlPort: int('control-port', values['control-port'], 0),
    faults: values.fault ?? [],
  };
}
