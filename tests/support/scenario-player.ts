/**
 * Plays a named scenario (scenarios/*.scenario.ts) against a world that runs elsewhere, such as the
 * e2e harness: the world's stepped clock is advanced to each step's time and the step applied
 * through the world's own controls, so a test reaches "30 s in, the bill is overdue" at once.
 * scenarios/runner.ts plays a timeline inside the process that owns the controllers; this plays it
 * from outside, in pieces, between a test's own actions.
 */
import type { CheckedScenario, ScenarioStep } from '../../scenarios/scenario.ts';

type StepOf<K extends ScenarioStep['do']> = Extract<ScenarioStep, { do: K }>;

/** The controls a scenario needs of the world it plays on. */
export type ScenarioWorld = {
  /** Steps the world's clock `ms` ahead (timers, readings and automation run on the way). */
  advance(ms: number): Promise<unknown>;
  fault(step: StepOf<'fault'>): Promise<unknown>;
  reboot(step: StepOf<'reboot'>): Promise<unknown>;
  cloud(step: StepOf<'cloud'>): Promise<unknown>;
  /** One-click events and weather (scenarios/events.ts); absent: scenarios with them cannot play. */
  event?(step: StepOf<'event'>): Promise<unknown>;
  weather?(step: StepOf<'weather'>): Promise<unknown>;
  /** App requests; a world without a requester cannot play scenarios that have them. */
  request?(step: StepOf<'request'>): Promise<unknown>;
};

export type ScenarioPlayer = {
  /** Simulated ms since the scenario started. */
  readonly at: number;
  /** Plays every step up to and including `ms` since the start, then steps the clock to `ms`. */
  until(ms: number): Promise<void>;
  /** Plays the rest: up to the scenario's duration (or its last step). */
  finish(): Promise<void>;
};

export function scenarioPlayer(def: CheckedScenario, world: ScenarioWorld): ScenarioPlayer {
  const end = def.durationMs;
  const pending = [...def.timeline];
  let at = 0;
  const apply = (step: ScenarioStep): Promise<unknown> => {
    switch (step.do) {
      case 'fault':
        return world.fault(step);
      case 'reboot':
        return world.reboot(step);
      case 'cloud':
        return world.cloud(step);
      case 'request':
        if (!world.request) throw new Error(`${def.name} @${step.at} ms: this world sends no app requests`);
        return world.request(step);
      case 'narrate':
        return Promise.resolve();
      case 'event':
      case 'weather': {
        const play = step.do === 'event' ? world.event?.bind(world, step) : world.weather?.bind(world, step);
        if (!play) throw new Error(`${def.name} @${step.at} ms: this world plays no ${step.do} steps`);
        return play();
      }
    }
  };
  const player: ScenarioPlayer = {
    get at() {
      return at;
    },
    async until(ms) {
      if (ms < at) throw new Error(`${def.name}: already at ${at} ms, cannot go back to ${ms} ms`);
      while (pending[0] && pending[0].at <= ms) {
        const step = pending.shift() as ScenarioStep;
        if (step.at > at) await world.advance(step.at - at);
        at = Math.max(at, step.at);
        await apply(step);
      }
      if (ms > at) await world.advance(ms - at);
      at = ms;
    },
    finish: () => player.until(Math.max(at, end)),
  };
  return player;
}
