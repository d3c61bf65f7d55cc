/**
 * Soak: 50 simulated controllers on an accelerated clock through the embedded broker for
 * one simulated hour (×60: a minute of real time), with the app's live layer and stores in a worker
 * of their own, watching one base after another. Prints the app's heap after warm-up and at the
 * end (both after a full GC: run with --expose-gc) and its growth; the goal is < 10 %.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startBroker } from '../broker/index.ts';
import { controllerLoginOf } from '../fixtures/index.ts';
import { makeFarm } from '../fixtures/farms.ts';
import { startSimulator } from '../simulator/index.ts';

type Heap = { heap: number; readings: number; gc: boolean };

export async function soakAppHeap(
  options: { controllers?: number; simulatedHours?: number; speed?: number } = {},
) {
  const controllers = options.controllers ?? 50;
  const speed = options.speed ?? 60;
  const simulatedMs = (options.simulatedHours ?? 1) * 3_600_000;
  const farm = makeFarm(50, { servers: controllers, zonesPerServer: 2 });
  const app = { username: 'gh-soak', password: 'soak-only-credential' };
  const broker = await startBroker({
    auth: { mode: 'fixed', ...app },
    controllers: {
      verify: (sn, secret) => controllerLoginOf(farm, sn, secret),
    },
    log: () => undefined,
  });
  const sim = await startSimulator({
    warmDays: 0,
    brokerUrl: broker.tcpUrl,
    farm,
    speed,
    log: () => undefined,
  });
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const entry = new URL('./soak-app-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import { register } from ${JSON.stringify(api)}; register(); await import(${JSON.stringify(entry)});`,
    {
      eval: true,
      workerData: {
        url: broker.wsUrl,
        ...app,
        bases: farm.servers.map((s) => s.server.mqttBaseTopic),
        switchEveryMs: (5 * 60_000) / speed,
      },
    },
  );
  const next = <T>(): Promise<T> =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next();
  const heap = async () => (worker.postMessage('heap'), next<Heap>());
  const realMs = simulatedMs / speed;
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await wait(realMs * 0.1); // warm-up: connections, code compiled, stores at their steady size
  const first = await heap();
  const started = performance.now();
  await wait(realMs * 0.9);
  const last = await heap();
  const seconds = (performance.now() - started) / 1000;
  worker.postMessage('stop');
  await next();
  await worker.terminate();
  await sim.stop();
  await broker.close();
  const growth = ((last.heap - first.heap) / first.heap) * 100;
  const mb = (n: number) => (n / 1_048_576).toFixed(1);
  console.log(
    `\nsoak: ${controllers} controllers, ${(simulatedMs / 3_600_000).toFixed(1)} simulated h at x${speed}, app live layer in its own worker`,
  );
  console.log(
    `  readings the app received        ${last.readings} (${((last.readings - first.readings) / seconds).toFixed(0)}/s after warm-up)`,
  );
  console.log(
    `  app heap after warm-up / at end  ${mb(first.heap)} MB / ${mb(last.heap)} MB${last.gc ? '' : ' (no --expose-gc: figures include garbage)'}`,
  );
  console.log(`  app heap growth                  ${growth.toFixed(1)} % (goal < 10 %)`);
  return growth < 10;
}
