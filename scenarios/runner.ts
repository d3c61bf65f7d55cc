/**
 * Runs a scenario in-process (traces, the simulator CLI): starts its farm's controllers on its clock and plays its timeline. Cloud steps go
 * to `cloud` (the orchestrator points it at the cloud's control API); app requests go out through
 * `requester`. A stepped scenario can drive its own clock (`autoAdvance`) for demos and recordings.
 */
import { encode, topicOf } from '../protocol/index.ts';
import { farmOf } from '../simulator/cli/farm-spec.ts';
import { createClock, type Clock } from '../simulator/clock.ts';
import type { Transport } from '../simulator/controller/transport.ts';
import {
  applyFaultCommand,
  startSimulator,
  type RunningSimulator,
  type SimulatorOptions,
} from '../simulator/index.ts';
import { controlTargetOf } from '../simulator/world-control.ts';
import { applyEvent, type CloudCall } from './events.ts';
import type { CheckedScenario, ScenarioStep } from './scenario.ts';
import { ownStartOf } from './start-time.ts';

export type CloudStep = Extract<ScenarioStep, { do: 'cloud' }>;

export type ScenarioOptions = Pick<SimulatorOptions, 'brokerUrl' | 'transport' | 'stateDir' | 'log'> & {
  /** Publishes the app requests of the timeline (an app-side client). */
  requester?: Pick<Transport, 'publish'>;
  /** Applies a cloud step; absent: cloud steps are logged and skipped. */
  cloud?: (step: CloudStep) => Promise<void>;
  /** Stepped clocks: advance by this much simulated time per turn of the event loop. */
  autoAdvanceMs?: number;
  /** A clock made with clockOf(def) beforehand (to start a recorder on it first). */
  clock?: Clock;
};

/** A scenario's own clock: stepped (or accelerated at `speed`), starting at the scenario's start. */
export function clockOf(def: CheckedScenario, speed?: number): Clock {
  return createClock({ mode: speed ? 'accelerated' : 'stepped', speed, start: ownStartOf(def) });
}

export type ScenarioRun = { sim: RunningSimulator; done: Promise<void>; stop(): Promise<void> };

export async function runScenario(def: CheckedScenario, options: ScenarioOptions = {}): Promise<ScenarioRun> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = options.clock ?? clockOf(def);
  const farm = farmOf(def.farm);
  const sim = await startSimulator({ ...options, farm, clock, seed: def.seed, log });
  const end = def.durationMs;
  const target = controlTargetOf(sim);
  const cloudCall = async (call: CloudCall) =>
    options.cloud
      ? options.cloud({ at: 0, do: 'cloud', ...call })
      : log(`[sim] no cloud, ${call.path} skipped`);
  let queries = 0;
  const apply = async (step: ScenarioStep) => {
    const index = 'server' in step ? step.server : undefined;
    const server = index === undefined ? undefined : sim.controllers[index];
    if (index !== undefined && !server) return log(`[sim] ${def.name}: no server ${index}, step skipped`);
    if (step.note) log(`[sim] ${def.name} @${step.at} ms: ${step.note.en}`);
    if (step.do === 'fault') {
      const result = applyFaultCommand(sim.faults, step.command);
      if (!result.ok) log(`[sim] ${def.name}: fault refused: ${result.reason}`);
    }
    if (step.do === 'reboot') server?.reboot();
    if (step.do === 'event')
      log(
        `[sim] ${def.name}: ${await applyEvent(step.event, step.params as never, { farm, target, cloud: cloudCall })}`,
      );
    if (step.do === 'weather') {
      const result = await target.weather?.({
        op: 'set',
        ...step.set,
        sn: server?.sn,
        forMs: step.forMs,
        blendMs: step.blendMs,
      });
      if (result && !result.ok) log(`[sim] ${def.name}: weather refused: ${result.reason}`);
    }
    if (step.do === 'cloud')
      await (options.cloud?.(step) ??
        Promise.resolve(log(`[sim] ${def.name}: no cloud, ${step.path} skipped`)));
    if (step.do === 'request' && server) {
      if (!options.requester) return log(`[sim] ${def.name}: no requester, ${step.topic} skipped`);
      const payload = encode({
        confTyp: step.confTyp,
        method: step.method,
        qryId: `scn-${++queries}`,
        para: step.para,
      });
      await options.requester.publish(topicOf(server.base, step.topic), payload, { qos: 1, retain: false });
    }
  };
  const done = new Promise<void>((resolve) => {
    for (const step of def.timeline) {
      clock.setTimeout(
        () => void apply(step).catch((e: unknown) => log(`[sim] ${def.name}: step failed: ${String(e)}`)),
        step.at,
      );
    }
    clock.setTimeout(resolve, end);
  });
  if (clock.mode === 'stepped' && options.autoAdvanceMs) void drive(clock, done, options.autoAdvanceMs);
  return { sim, done, stop: () => sim.stop() };
}

async function drive(clock: Clock, done: Promise<void>, stepMs: number) {
  let finished = false;
  void done.then(() => (finished = true));
  while (!finished) {
    clock.advance(stepMs);
    await new Promise((resolve) => setImmediate(resolve)); // let the transport carry what was sent
  }
}
