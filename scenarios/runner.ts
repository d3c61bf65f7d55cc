/**
 * Runs a scenario in-process (traces, the simulator CLI): starts its farm's controllers on its clock
 * and plays its timeline through the one step interpreter (apply-step.ts). Cloud steps go to `cloud`
 * (the orchestrator points it at the cloud's control API); app requests go out through `requester`;
 * a step without its port fails with the reason in the log (apply-step.ts stepFailure). A stepped
 * scenario can drive its own clock (`autoAdvance`) for demos and recordings.
 */
import { encode, topicOf } from '../protocol/index.ts';
import { farmOf } from '../simulator/cli/farm-spec.ts';
import { createClock, type Clock } from '../simulator/clock.ts';
import type { Transport } from '../simulator/controller/transport.ts';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../simulator/index.ts';
import { controlTargetOf } from '../simulator/world-control.ts';
import { applyStep, stepFailure, type StepPorts } from './apply-step.ts';
import { newPlayId } from './player.ts';
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
  /** The play's id in its requests' qryIds (default: a new one; a recording fixes it to repeat byte for byte). */
  playId?: string;
};

/** A scenario's own clock: stepped (or accelerated at `speed`), starting at the scenario's start. */
export function clockOf(def: CheckedScenario, speed?: number): Clock {
  return createClock({ mode: speed ? 'accelerated' : 'stepped', speed, start: ownStartOf(def) });
}

export type ScenarioRun = { sim: RunningSimulator; done: Promise<void>; stop: () => Promise<void> };

export async function runScenario(def: CheckedScenario, options: ScenarioOptions = {}): Promise<ScenarioRun> {
  const log = options.log ?? ((line: string) => console.log(line));
  const clock = options.clock ?? clockOf(def);
  const farm = farmOf(def.farm);
  const sim = await startSimulator({ ...options, farm, clock, seed: def.seed, log });
  const end = def.durationMs;
  const target = controlTargetOf(sim);
  const playId = options.playId ?? newPlayId();
  const requester = options.requester;
  const ports: StepPorts = {
    farm,
    target,
    cloud: async (call) =>
      options.cloud
        ? options.cloud({ at: 0, do: 'cloud', ...call })
        : Promise.reject(new Error(`no cloud: ${call.method} ${call.path} not applied`)),
    async request(index, topic, body) {
      const server = sim.controllers[index];
      if (!server) throw new Error(`no server ${index}`);
      if (!requester) throw new Error(`no requester: ${topic} not sent`);
      await requester.publish(topicOf(server.base, topic), encode(body), { qos: 1, retain: false });
    },
  };
  const apply = async (step: ScenarioStep, index: number) => {
    const done = await applyStep(step, ports, `scn-${playId}-${step.id ?? index}`);
    log(`[sim] ${def.name} @${step.at} ms: ${done}`);
  };
  const done = new Promise<void>((resolve) => {
    def.timeline.forEach((step, index) =>
      clock.setTimeout(
        () =>
          void apply(step, index).catch((e: unknown) =>
            log(`[sim] ${stepFailure(def.name, index, step, e)}`),
          ),
        step.at,
      ),
    );
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
