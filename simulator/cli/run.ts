/** `npm run sim [run]`: the farm's controllers against a broker, steerable from stdin and HTTP. */
import http from 'node:http';
import {
  controlPrefix,
  controlTargetOf,
  createControlHandler,
  type ControlTarget,
} from '../world-control.ts';
import { startControllers } from '../simulator.ts';
import { portOf } from '../unknown-data.ts';
import type { RunArgs } from './args.ts';
import { attachConsole } from './console.ts';
import { parseFaultSpec } from './fault-spec.ts';
import { farmOf } from './farm-spec.ts';
import { startPool } from './pool.ts';

export type RunningCli = { target: ControlTarget; stop(): Promise<void>; controlUrl?: string };

export async function runSimulatorCli(args: RunArgs, log: (line: string) => void): Promise<RunningCli> {
  const farm = farmOf(args.farm);
  const sns = farm.servers.map((s) => s.server.sn);
  const common = {
    broker: args.broker,
    speed: args.speed,
    clock: args.clock,
    stateDir: args.stateDir,
    seed: args.seed,
    cadenceMs: args.cadenceMs,
    connect: args.connect,
  };
  let target: ControlTarget;
  let stopControllers: () => Promise<void>;
  if (args.workers > 1) {
    const pool = await startPool({ ...common, farm: args.farm }, sns, args.workers);
    target = pool;
    stopControllers = () => pool.stop();
    log(`[sim] ${sns.length} controllers over ${pool.size} worker threads`);
  } else {
    const sim = await startControllers({
      brokerUrl: args.broker,
      farm,
      speed: args.speed,
      clockMode: args.clock,
      stateDir: args.stateDir,
      seed: args.seed,
      controllerOptions: args.cadenceMs ? { cadenceMs: args.cadenceMs } : {},
      connect: args.connect,
      log,
    });
    target = controlTargetOf(sim);
    stopControllers = () => sim.stop();
  }
  for (const spec of args.faults) {
    const command = parseFaultSpec(spec);
    const result = 'error' in command ? { ok: false, reason: command.error } : await target.faults(command);
    log(
      result.ok
        ? `[sim] fault on: ${spec}`
        : `[sim] fault ${spec} refused: ${'reason' in result ? result.reason : ''}`,
    );
  }
  let server: http.Server | undefined;
  let controlUrl: string | undefined;
  if (args.controlPort !== undefined) {
    const handler = createControlHandler(target);
    server = http.createServer((req, res) => {
      void handler(req, res).then((handled) => {
        if (!handled)
          res.writeHead(404, { 'content-type': 'text/plain' }).end(`try ${controlPrefix}/status\n`);
      });
    });
    await new Promise<void>((resolve) => server?.listen(args.controlPort, '127.0.0.1', resolve));
    controlUrl = `http://127.0.0.1:${portOf(server)}${controlPrefix}`;
    log(`[sim] control API at ${controlUrl}/status`);
  }
  if (sns.length <= 12) {
    for (const s of farm.servers)
      log(`[sim]   ${s.server.sn}  ${s.server.mqttBaseTopic}/#  (${s.server.name})`);
  }
  log(
    `[sim] broker ${args.broker}; watch with: mosquitto_sub -h <host> -p <port> -t '${farm.servers[0]?.server.mqttBaseTopic}/#' -v`,
  );
  let detach = (): void => undefined;
  const stop = async () => {
    detach();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await stopControllers();
  };
  detach = attachConsole(target, () => void stop().then(() => process.exit(0)));
  return { target, stop, controlUrl };
}
