/**
 * The fleet bench: simulated controllers at 1 sensor/data per second each, through the
 * embedded aedes broker and through Debian's mosquitto in the same run, step by step until the p99
 * delivery latency passes 100 ms; prints both ladders and the ratio of their sustained rates.
 *   npm run bench:sim -- [--brokers aedes,mosquitto] [--steps 1000,2500,5000] [--seconds S]
 *                        [--workers K] [--connect-timeout S] [--warmup S] [--settle S]
 * Every step gets a fresh broker on a free port and a fresh simulator process (bench/fleet/).
 * Diagnostics: GH_BENCH_PER_SECOND=1 prints each measured second's p99; GH_BENCH_BROKER_NODE_ARGS
 * (e.g. --trace-gc, --cpu-prof) and GH_BENCH_BROKER_LOG=FILE (its output with the wall time) for the
 * broker, GH_BENCH_SIM_NODE_ARGS for the simulator.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startBenchBroker, type BrokerKind } from './fleet/brokers.ts';
import { fdLimits } from './fleet/proc.ts';
import { runStep, type StepResult } from './fleet/step.ts';

const { values } = parseArgs({
  options: {
    brokers: { type: 'string' },
    steps: { type: 'string' },
    seconds: { type: 'string' },
    workers: { type: 'string' },
    'connect-timeout': { type: 'string' },
    warmup: { type: 'string' },
    settle: { type: 'string' },
  },
});
const kinds = (values.brokers ?? 'aedes,mosquitto').split(',') as BrokerKind[];
const steps = (values.steps ?? '1000,2500,5000,6500').split(',').map(Number);
const seconds = Number(values.seconds ?? 10);
const workers = Number(values.workers ?? Math.max(1, os.availableParallelism()));
const connectTimeoutS = Number(values['connect-timeout'] ?? 60);
const warmupS = Number(values.warmup ?? 15);
const settleS = Number(values.settle ?? 120);
const p99BudgetMs = 100;

if (kinds.some((k) => k !== 'aedes' && k !== 'mosquitto') || steps.some((n) => !(n >= 1)))
  throw new Error('--brokers aedes,mosquitto and --steps of whole numbers >= 1');

// Each process holds one socket per controller. Node raises its soft limit on open files to the
// hard one at start, and its children (the simulator, both brokers) inherit that: only a hard limit
// below the largest step stops a step, and the bench says so before it begins.
const needFds = Math.max(...steps) + 512;
const limits = fdLimits();
if (limits.soft < needFds)
  console.warn(
    `[sim] open files: ${limits.soft} < ${needFds} for ${Math.max(...steps)} controllers; raise the hard limit (ulimit -Hn) or expect refused connects`,
  );

const passes = (r: StepResult) =>
  !r.error && r.connected === r.controllers && r.delivered >= 0.95 && r.p99 < p99BudgetMs;
const pad = (v: string | number, n: number) => String(v).padStart(n);
const row = (r: StepResult) =>
  [
    pad(r.controllers, 11),
    pad(`${r.connected}/${r.refused}/${r.timedOut}`, 16),
    pad(r.connectS.toFixed(1), 6),
    pad(r.online, 6),
    pad(r.rate.toFixed(0), 6),
    pad(`${(r.delivered * 100).toFixed(1)}%`, 7),
    pad(r.p50, 5),
    pad(r.p99, 5),
    pad(r.max, 6),
    pad(r.gapP99, 6),
    pad(`${r.worstSecondP99 ?? '-'}/${r.secondsOver ?? '-'}`, 9),
    pad(r.brokerCpu.toFixed(0), 6),
    pad(r.simCpu.toFixed(0), 5),
    pad(r.subscriberCpu.toFixed(0), 5),
    pad(r.load1.toFixed(1), 5),
    pad(r.settledAfterS.toFixed(0), 7),
    r.error ? `  ${r.error}` : passes(r) ? '' : '  over budget',
  ].join(' ');
const header =
  'controllers  conn/refused/tout  conn s online  msg/s  deliv.   p50   p99    max  gap99  1s p99/n  brkr%  sim%  sub% load1 settled';

async function main(): Promise<void> {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `[sim] fleet bench: ${os.availableParallelism()} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ` +
      `node ${process.version}; ${seconds} s per step, ${workers} simulator worker(s), open files ${fdLimits().soft}`,
  );
  // The fleet's load follows the hour at the farm (Asia/Shanghai): vents and screens move for
  // temperature by day and for humidity on damp nights, and each travel adds position reports.
  const farmTime = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date());
  console.log(`[sim] farm time at start: ${farmTime} (Asia/Shanghai): runs at other hours differ in load`);
  console.log(
    `[sim] load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const ladders = new Map<BrokerKind, StepResult[]>(kinds.map((k) => [k, []]));
  const stillClimbing = new Set(kinds);
  for (const controllers of steps) {
    // The brokers take turns at each step, so that the machine's other load falls on both alike.
    for (const kind of kinds) {
      if (!stillClimbing.has(kind)) continue;
      const broker = await startBenchBroker(kind, 1);
      const result = await runStep(broker, {
        controllers,
        workers,
        seconds,
        connectTimeoutS,
        warmupS,
        settleS,
        settledP99Ms: p99BudgetMs / 2,
        p99BudgetMs,
      }).finally(() => broker.stop());
      ladders.get(kind)?.push(result);
      console.log(`[sim] ${kind.padEnd(9)} ${row(result)}`);
      if (!passes(result)) stillClimbing.delete(kind);
    }
    if (stillClimbing.size === 0) break;
  }
  const sustained = new Map<BrokerKind, number>();
  for (const [kind, ladder] of ladders) {
    console.log(
      `\n${kind} (p99 budget ${p99BudgetMs} ms; 1s p99/n = the worst second's own p99 and the number of seconds ` +
        `over the budget; gap99 = p99 of the ms between a controller's successive readings, 1000 on time; ` +
        `brkr%/sim%/sub% = CPU of one core: broker, simulator, subscriber)\n${header}`,
    );
    for (const r of ladder) console.log(row(r));
    const best = ladder.filter(passes).at(-1);
    sustained.set(kind, best?.rate ?? 0);
    console.log(
      best
        ? `sustained: ${best.rate.toFixed(0)} msg/s (${best.controllers} controllers, p99 ${best.p99} ms)`
        : 'sustained: none of the steps held the budget',
    );
  }
  const aedes = sustained.get('aedes');
  const mosquitto = sustained.get('mosquitto');
  if (aedes !== undefined && mosquitto !== undefined) {
    const top = steps.at(-1) === undefined ? '' : ' (both held the top step: raise --steps to separate them)';
    const ratio = mosquitto > 0 ? (aedes / mosquitto).toFixed(2) : 'n/a';
    console.log(
      `\naedes / mosquitto sustained rate: ${ratio} (goal >= 0.9)` +
        (ladders.get('aedes')?.every(passes) && ladders.get('mosquitto')?.every(passes) ? top : ''),
    );
  }
  console.log(
    `[sim] load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(`[sim] bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
