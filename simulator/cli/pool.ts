/**
 * Many controllers over worker threads (`--controllers N --workers K`): each thread runs a slice of
 * the farm with its own clock; faults, reboots and clock steps are broadcast to all of them.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ClockMode } from '../clock.ts';
import type { ControlTarget, WorldAutomation, WorldReset, WorldStatus } from '../world-control.ts';
import type { WeatherCommandResult } from '../weather-overrides.ts';
import type { FaultCommandResult } from '../faults.ts';
import type { WorldClockState } from '../world-clock.ts';
import {
  clockCommand,
  clockCommandProblem,
  type ClockCommand,
  type ClockCommandResult,
} from '../world-clock-control.ts';
import { z } from '../../protocol/zod-mini.ts';
import type { FarmSpec } from './farm-spec.ts';

export type WorkerJob = {
  farm: FarmSpec;
  sns: string[];
  broker: string;
  speed: number;
  clock: ClockMode;
  stateDir?: string;
  seed?: string;
  cadenceMs?: number;
  connect?: { concurrency?: number; timeoutMs?: number };
};
/** Each operation a worker thread answers (worker.ts): what it takes and what it gives back. */
export type WorkerOps = {
  status: { arg: undefined; result: WorldStatus };
  /** A fault command, checked by the thread (faults.ts). */
  faults: { arg: unknown; result: FaultCommandResult };
  reboot: { arg: string; result: boolean };
  advance: { arg: number; result: number | undefined };
  reset: { arg: WorldAutomation; result: WorldReset };
  /** A weather command whose sn the pool has checked against every thread's controllers. */
  weather: { arg: unknown; result: WeatherCommandResult };
  clockState: { arg: undefined; result: WorldClockState };
  clock: { arg: ClockCommand; result: ClockCommandResult };
  stop: { arg: undefined; result: true };
};
export type WorkerOp = keyof WorkerOps;
export type WorkerRequest = { [K in WorkerOp]: { id: number; op: K; arg: WorkerOps[K]['arg'] } }[WorkerOp];
type WorkerReply = { id?: number; result?: unknown; error?: string; ready?: boolean; failed?: string };
/** Sends one operation to a thread and resolves with its answer. */
type WorkerCall = <K extends WorkerOp>(op: K, arg: WorkerOps[K]['arg']) => Promise<WorkerOps[K]['result']>;

export type Pool = ControlTarget &
  Required<Pick<ControlTarget, 'reset' | 'weather' | 'clockState' | 'clock'>> & {
    stop(): Promise<void>;
    size: number;
  };

/**
 * The young generation of each worker's heap, in MB (V8's default is 16 MB semi-spaces, ~48 MB). A
 * fleet allocates a controller's state, readings and payloads every second and keeps them a few
 * seconds: in the default young generation most survive two scavenges and are promoted, so the old
 * generation fills with short-lived garbage. Measured in one process with 1,000 controllers (session
 * 25, `--trace-gc`, one minute after warm-up): 320 scavenges taking 5.4 s with a p99 pause of 99 ms
 * (max 360) against 86 taking 1.5 s, p99 40 ms, with 64 MB semi-spaces (~192 MB here). Override with
 * GH_SIM_YOUNG_MB (0: V8's default).
 */
export const WORKER_YOUNG_GENERATION_MB = 192;

const youngGenerationMb = (env: NodeJS.ProcessEnv = process.env): number => {
  const asked = Number(env.GH_SIM_YOUNG_MB ?? WORKER_YOUNG_GENERATION_MB);
  return Number.isFinite(asked) && asked >= 0 ? asked : WORKER_YOUNG_GENERATION_MB;
};

/** A worker's heap limits: a young generation sized for a fleet (none asked: V8's default). */
export function workerResourceLimits(env: NodeJS.ProcessEnv = process.env): {
  maxYoungGenerationSizeMb?: number;
} {
  const mb = youngGenerationMb(env);
  return mb > 0 ? { maxYoungGenerationSizeMb: mb } : {};
}

function spawn(job: WorkerJob): Promise<{ worker: Worker; call: WorkerCall }> {
  // Workers do not inherit tsx's loader hooks (`--import tsx`): a small bootstrap registers them first.
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const entry = new URL('./worker.ts', import.meta.url).href;
  const bootstrap = `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(entry)});`;
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: job,
    resourceLimits: workerResourceLimits(),
  });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  const call: WorkerCall = <K extends WorkerOp>(op: K, arg: WorkerOps[K]['arg']) =>
    new Promise<WorkerOps[K]['result']>((resolve, reject) => {
      const id = ++next;
      // The one adapter of this boundary: worker.ts answers `op` with WorkerOps[op]['result'] (its
      // handlers are typed by the same map), and the structured clone keeps the shape.
      waiting.set(id, { resolve: (value) => resolve(value as WorkerOps[K]['result']), reject });
      worker.postMessage({ id, op, arg });
    });
  return new Promise((resolve, reject) => {
    worker.on('error', reject);
    worker.on('message', (reply: WorkerReply) => {
      if (reply.failed) return reject(new Error(reply.failed));
      if (reply.ready) return resolve({ worker, call });
      const pending = reply.id === undefined ? undefined : waiting.get(reply.id);
      if (!pending || reply.id === undefined) return;
      waiting.delete(reply.id);
      if (reply.error) pending.reject(new Error(reply.error));
      else pending.resolve(reply.result);
    });
  });
}

/** Spreads `sns` over `workers` threads and starts them all; rejects if any fails to start. */
export async function startPool(
  base: Omit<WorkerJob, 'sns'>,
  sns: readonly string[],
  workers: number,
): Promise<Pool> {
  const count = Math.max(1, Math.min(workers, sns.length));
  const slices = Array.from({ length: count }, (_, i) => sns.filter((_, j) => j % count === i));
  const started = await Promise.allSettled(slices.map((slice) => spawn({ ...base, sns: slice })));
  const threads = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failure = started.find((s) => s.status === 'rejected');
  if (failure) {
    await Promise.all(threads.map((t) => t.worker.terminate()));
    throw failure.reason;
  }
  const all = <K extends WorkerOp>(op: K, arg: WorkerOps[K]['arg']) =>
    Promise.all(threads.map((t) => t.call(op, arg)));
  /** The first thread's answer: the clock and the broadcast settings are the same in every thread. */
  const first = async <K extends WorkerOp>(op: K, arg: WorkerOps[K]['arg']) => {
    const [answer] = await all(op, arg);
    if (answer === undefined) throw new Error('[sim] the pool has no thread');
    return answer;
  };
  return {
    size: count,
    async status() {
      const parts = await all('status', undefined);
      return {
        workers: count,
        clock: parts[0]?.clock,
        controllers: parts.flatMap((p) => p.controllers),
        faults: parts[0]?.faults,
      };
    },
    faults: (command) => first('faults', command),
    reboot: async (sn) => (await all('reboot', sn)).some(Boolean),
    advance: async (ms) => (await all('advance', ms))[0],
    async reset(automation) {
      const parts = await all('reset', automation);
      return {
        now: parts[0]?.now ?? 0,
        faultsCleared: parts[0]?.faultsCleared ?? 0,
        weatherCleared: parts[0]?.weatherCleared ?? 0,
        actuators: parts.reduce((n, p) => n + p.actuators, 0),
        refused: parts.flatMap((p) => p.refused),
      };
    },
    async weather(command) {
      // An unknown sn is refused here, before any thread applies anything.
      const sn = z.safeParse(z.object({ sn: z.string() }), command);
      if (sn.success && !sns.includes(sn.data.sn))
        return { ok: false, reason: `sn: no controller ${sn.data.sn}` };
      return first('weather', command);
    },
    clockState: () => first('clockState', undefined),
    async clock(command) {
      // Checked here, so a bad command reaches no thread; each thread's clock then takes it.
      const parsed = z.safeParse(clockCommand, command);
      if (!parsed.success) return { ok: false, status: 400, reason: clockCommandProblem(parsed.error) };
      return first('clock', parsed.data);
    },
    async stop() {
      await all('stop', undefined).catch(() => undefined); // a thread that died is terminated below anyway
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}
