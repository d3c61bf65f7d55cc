/** A worker thread running a slice of the farm's controllers; steered by messages from the pool. */
import { parentPort, workerData } from 'node:worker_threads';
import { controlTargetOf } from '../world-control.ts';
import { startSimulator } from '../simulator.ts';
import { applyWeatherCommand } from '../weather-overrides.ts';
import { farmOf } from './farm-spec.ts';
import type { WorkerJob, WorkerRequest } from './pool.ts';

async function main(): Promise<void> {
  const job = workerData as WorkerJob;
  const port = parentPort;
  if (!port) throw new Error('[sim] worker.ts runs only as a worker thread');
  const farm = farmOf(job.farm);
  const sim = await startSimulator({
    brokerUrl: job.broker,
    farm,
    controllers: job.sns,
    speed: job.speed,
    clockMode: job.clock,
    stateDir: job.stateDir,
    seed: job.seed,
    controllerOptions: job.cadenceMs ? { cadenceMs: job.cadenceMs } : {},
    connect: job.connect,
    log: (line) => console.log(line),
  });
  const target = controlTargetOf(sim);
  port.on('message', (request: WorkerRequest) => {
    const answer = async (): Promise<unknown> => {
      switch (request.op) {
        case 'status':
          return target.status();
        case 'faults':
          return target.faults(request.arg);
        case 'reboot':
          return target.reboot(String(request.arg));
        case 'advance':
          return target.advance(Number(request.arg));
        case 'reset':
          return target.reset?.(request.arg === 'hold' ? 'hold' : 'run');
        case 'weather':
          // The pool has checked the sn against every thread's controllers.
          return applyWeatherCommand(
            sim.weather,
            request.arg,
            farm.servers.map((s) => s.server.sn),
          );
        case 'clockState':
          return target.clockState?.();
        case 'clock':
          return target.clock?.(request.arg);
        case 'stop':
          await sim.stop();
          return true;
      }
    };
    void answer().then(
      (result) => port.postMessage({ id: request.id, result }),
      (error: unknown) => port.postMessage({ id: request.id, error: String(error) }),
    );
  });
  port.postMessage({ ready: true });
}

main().catch((error: unknown) => {
  parentPort?.postMessage({ failed: error instanceof Error ? error.message : String(error) });
});
