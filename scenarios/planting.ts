/**
 * A scenario's own world: the farm's controllers started anew from their fixture, with the
 * scenario's seed, one day of history, and the weather of the scenario's own day (the day its
 * `--check` world plays, 2025-06-01 at its start) moved to the day the play starts on. Every play
 * of a scenario, live or checked, at any date, starts from this same state.
 */
import type { Planting } from '../simulator/planting.ts';
import type { CheckedScenario } from './scenario.ts';
import { ownStartOf } from './start-time.ts';

/** Days of history a scenario's world simulates before it starts (the history charts have a day). */
export const scenarioWarmDays = 1;

/** The planting of `def` for a play that starts at `at`. */
export function plantingOf(def: Pick<CheckedScenario, 'seed' | 'start'>, at: number): Planting {
  return { seed: def.seed, warmDays: scenarioWarmDays, weatherShiftMs: at - ownStartOf(def), fresh: true };
}
