/**
 * How every live play starts, from the console, the CLI or a test: the scenario's own world planted
 * at its next start time (planting.ts), then the player on it. `--check` plants the same world at
 * the scenario's own start, so both begin from one state.
 */
import type { Planting } from '../simulator/planting.ts';
import { plantingOf } from './planting.ts';
import { startPlay, type Play, type PlayerWorld } from './player.ts';
import type { CheckedScenario } from './scenario.ts';
import { startOf } from './start-time.ts';

export type FreshPlayWorld = {
  /** The world as it is now (after planting: the new controllers). */
  world: () => PlayerWorld;
  /** Lays the farm out anew at `at` (scripts/world.ts plant). */
  plant: (planting: Planting, at: number) => Promise<void>;
};

/** Plants `def`'s world at its next start and starts playing it; throws when its start cannot be reached. */
export async function startFreshPlay(def: CheckedScenario, ports: FreshPlayWorld): Promise<Play> {
  const at = startOf(def, ports.world().clock.now());
  await ports.plant(plantingOf(def, at), at);
  return startPlay(def, ports.world());
}
