/**
 * The app's live layer and stores in a worker thread of their own (so their heap is measured alone):
 * logged in with the fixed credential, it watches one base after another, as a grower switching
 * greenhouses would. Answers 'heap' (after a full GC) and 'stop' from the soak.
 */
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import mqtt from 'mqtt';
import { followBase, startLive, stopLive } from '../app/live/index.ts';

const job = workerData as {
  url: string;
  username: string;
  password: string;
  bases: string[];
  switchEveryMs: number;
};
let readings = 0;
let base = 0;
const live = await startLive(
  { username: job.username, password: job.password },
  {
    url: job.url,
    maxPayloadBytes: 1_048_576,
    ackTimeoutMs: 10_000,
    connect: mqtt.connect,
    log: () => undefined,
  },
);
if (!live) throw new Error('[soak] the live client did not start');
// Counted beside the stores, which the live layer feeds through its own wiring.
const stopCounting = live.onSensorData(() => void readings++);
followBase(job.bases[0] ?? null);
const switching = setInterval(() => {
  base = (base + 1) % job.bases.length;
  followBase(job.bases[base] ?? null);
}, job.switchEveryMs);

const gc = (globalThis as { gc?: () => void }).gc;
parentPort?.on('message', (message: string) => {
  if (message === 'heap') {
    gc?.();
    parentPort?.postMessage({ heap: v8.getHeapStatistics().used_heap_size, readings, gc: Boolean(gc) });
  }
  if (message === 'stop') {
    clearInterval(switching);
    stopCounting();
    void stopLive().then(() => parentPort?.postMessage({ stopped: true }));
  }
});
parentPort?.postMessage({ ready: true });
