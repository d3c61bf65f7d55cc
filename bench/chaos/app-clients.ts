/**
 * The chaos soak's app clients: one worker thread each (app-client-worker.ts), with the app's live
 * layer and stores. A worker that fails is a crash, counted, never restarted.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AppClientJob, FromAppClient, RequestOutcome, ToAppClient } from './app-client-messages.ts';

type AlarmsSeen = Extract<FromAppClient, { type: 'alarms' }>;
type HistorySeen = Extract<FromAppClient, { type: 'history' }>;

export type AppClient = {
  readonly index: number;
  readonly base: string;
  readonly connected: boolean;
  request: (id: string) => void;
  /** What the grower's screens show; undefined when the worker did not answer within 10 s. */
  alarms: () => Promise<AlarmsSeen | undefined>;
  history: (sids: number[], from: number, to: number, step: number) => Promise<HistorySeen | undefined>;
  badPayloads: (count: number) => void;
  navigate: () => void;
  heap: () => Promise<number>;
};

/** Host ms a worker has to answer a question before the soak goes on without the answer. */
const answerWithinMs = 10_000;

export type AppClients = {
  list: AppClient[];
  crashes: number;
  warnings: string[];
  relogins: number;
  stop: () => Promise<void>;
};

const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
  /\.cjs$/,
  '.mjs',
);
const entry = new URL('./app-client-worker.ts', import.meta.url).href;

export async function startAppClients(
  jobs: AppClientJob[],
  onOutcome: (client: number, id: string, outcome: RequestOutcome) => void,
): Promise<AppClients> {
  const pool: AppClients = { list: [], crashes: 0, warnings: [], relogins: 0, stop: () => Promise.resolve() };
  const workers: Worker[] = [];
  const readies = jobs.map(async (job) => {
    const worker = new Worker(
      `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(entry)});`,
      { eval: true, workerData: job },
    );
    workers.push(worker);
    let connected = false;
    let stopping = false;
    let asks = 0;
    const waiting = new Map<string, (message: FromAppClient) => void>();
    const once = <T extends FromAppClient>(key: string, message: ToAppClient) =>
      new Promise<T | undefined>((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(key);
          resolve(undefined);
        }, answerWithinMs);
        waiting.set(key, (answer) => {
          clearTimeout(timer);
          resolve(answer as T);
        });
        worker.postMessage(message);
      });
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('error', (error) => {
        pool.crashes++;
        console.error(`[chaos] app client ${job.index} failed:`, error);
        reject(error);
      });
      worker.on('exit', (code) => {
        if (!stopping && code !== 0) pool.crashes++;
      });
      worker.on('message', (message: FromAppClient) => {
        if (message.type === 'ready') resolve();
        if (message.type === 'status') connected = message.connected;
        if (message.type === 'outcome') onOutcome(job.index, message.id, message.outcome);
        if (message.type === 'warning') pool.warnings.push(`${message.name}: ${message.message}`);
        if (message.type === 'relogin') pool.relogins++;
        const key = message.type === 'history' ? `history ${message.ask}` : message.type;
        const waiter = waiting.get(key);
        if (waiter) {
          waiting.delete(key);
          waiter(message);
        }
      });
    });
    const client: AppClient = {
      index: job.index,
      base: job.base,
      get connected() {
        return connected;
      },
      request: (id) => worker.postMessage({ type: 'request', id } satisfies ToAppClient),
      alarms: () => once<AlarmsSeen>('alarms', { type: 'alarms' }),
      history: (sids, from, to, step) => {
        const ask = asks++;
        return once<HistorySeen>(`history ${ask}`, { type: 'history', ask, sids, from, to, step });
      },
      badPayloads: (count) => worker.postMessage({ type: 'badPayloads', count } satisfies ToAppClient),
      navigate: () => worker.postMessage({ type: 'navigate' } satisfies ToAppClient),
      heap: async () =>
        (await once<Extract<FromAppClient, { type: 'heap' }>>('heap', { type: 'heap' }))?.heap ?? 0,
    };
    pool.list[job.index] = client;
    await ready;
    return async () => {
      stopping = true;
      await once('stopped', { type: 'stop' });
      await worker.terminate();
    };
  });
  const stops = await Promise.all(readies);
  pool.stop = async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
  return pool;
}
