/** A worker thread running a slice of the farm's controllers; steered by messages from the pool. */
import { parentPort, workerData } from 'node:worker_threads';
import { applyFaultCommand } from '../faults.ts';
import { startControllers } from '../simulator.ts';
import { applyWeatherCommand } from '../weather-overrides.ts';
import { applyClockCommand, clockStateOf } from '../world-clock-control.ts';
import { controlTargetOf, resetWorld, worldStatusOf } from '../world-control.ts';
import { farmOf } from './farm-spec.ts';
import type { WorkerJob, WorkerOp, WorkerOps, WorkerRequest } from './pool.ts';

async function main(): Promise<void> {
  const job = workerData as WorkerJob;
  const port = parentPort;
  if (!port) throw new Error('[sim] worker.ts runs only as a worker thread');
  const farm = farmOf(job.farm);
  const sim = await startControllers({
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
  const sns = farm.servers.map((s) => s.server.sn);
  // A handler answers now or later; one that throws answers with its error, as a rejected one does.
  const handlers: {
    [K in WorkerOp]: (arg: WorkerOps[K]['arg']) => WorkerOps[K]['result'] | Promise<WorkerOps[K]['result']>;
  } = {
    status: () => worldStatusOf(sim),
    faults: (command) => applyFaultCommand(sim.faults, command),
    reboot: (sn) => target.reboot(sn),
    advance: (ms) => target.advance(ms),
    reset: (automation) => resetWorld(sim, automation),
    // The pool has checked the sn against every thread's controllers.
    weather: (command) => applyWeatherCommand(sim.weather, command, sns),
    clockState: () => clockStateOf(sim.clock),
    clock: (command) => applyClockCommand(sim.clock, command),
    async stop(): Promise<true> {
      await sim.stop();
      return true;
    },
  };
  const answer = <K extends WorkerOp>(op: K, arg: WorkerOps[K]['arg']) =>
    new Promise<WorkerOps[K]['result']>((resolve) => resolve(handlers[op](arg)));
  port.on('message', (request: WorkerRequest) => {
    answer(request.op, request.arg).then(
      (result) => port.postMessage({ id: request.id, result }),
      (error: unknown) => port.postMessage({ id: request.id, error: String(error) }),
    );
  });
  port.postMessage({ ready: true });
}

main().catch((error: unknown) => {
  parentPort?.postMessage({ failed: error instanceof Error ? error.message : String(error) });
});
