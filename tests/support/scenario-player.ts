/**
 * Plays a named scenario (scenarios/*.scenario.ts) against a world that runs elsewhere, such as the
 * e2e harness: the world's stepped clock is advanced to each step's time and the step applied by the
 * one step interpreter (scenarios/apply-step.ts) through the world's own controls, so a test reaches
 * "30 s in, the bill is overdue" at once. scenarios/player.ts plays a timeline inside the process
 * that owns the controllers; this plays it from outside, in pieces, between a test's own actions.
 */
import { randomUUID } from 'node:crypto';
import { applyStep, stepFailure, type StepPorts } from '../../scenarios/apply-step.ts';
import type { CheckedScenario } from '../../scenarios/scenario.ts';

/** The controls a scenario needs of the world it plays on: the step ports and its clock. */
export type ScenarioWorld = StepPorts & {
  /** Steps the world's clock `ms` ahead (timers, readings and automation run on the way). */
  advance: (ms: number) => Promise<unknown>;
};

export type ScenarioPlayer = {
  /** Simulated ms since the scenario started. */
  readonly at: number;
  /** Plays every step up to and including `ms` since the start, then steps the clock to `ms`. */
  until: (ms: number) => Promise<void>;
  /** Plays the rest: up to the scenario's duration (or its last step). */
  finish: () => Promise<void>;
};

/** A world's port for app requests when it has no app-side client: request steps are refused. */
export const noAppRequests: StepPorts['request'] = () =>
  Promise.reject(new Error('this world sends no app requests'));

/** A refused step rejects `until` with the line every player reports (apply-step.ts stepFailure). */
export function scenarioPlayer(def: CheckedScenario, world: ScenarioWorld): ScenarioPlayer {
  const end = def.durationMs;
  const steps = def.timeline;
  const playId = randomUUID().slice(0, 8);
  let next = 0;
  let at = 0;
  const player: ScenarioPlayer = {
    get at() {
      return at;
    },
    async until(ms) {
      if (ms < at) throw new Error(`${def.name}: already at ${at} ms, cannot go back to ${ms} ms`);
      for (let step = steps[next]; step && step.at <= ms; step = steps[next]) {
        const index = next++;
        if (step.at > at) await world.advance(step.at - at);
        at = Math.max(at, step.at);
        try {
          await applyStep(step, world, `scn-${playId}-${step.id ?? index}`);
        } catch (error) {
          throw new Error(stepFailure(def.name, index, step, error));
        }
      }
      if (ms > at) await world.advance(ms - at);
      at = ms;
    },
    finish: () => player.until(Math.max(at, end)),
  };
  return player;
}
