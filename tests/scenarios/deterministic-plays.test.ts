/**
 * A scenario's outcome is a function of the scenario: played live on the wall-paced world clock at
 * x60, x600 or x3600, played again in the same world after a restart, and checked on its own stepped
 * world (`--check`), it meets the same expectations at the same moments and its actuators report
 * the same moves, to the second of simulated time. Each play has one client that never reconnects.
 *
 * By default every scenario runs at x3600 twice in a row, two of them at x600 and the short ones at
 * x60 (the suite's time); GH_PROVE_SPEEDS=60,600,3600 plays the whole library at each speed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ActuatorMove } from '../../scenarios/app-watch.ts';
import { ownWorld, playChecked, type CheckedPlay } from '../../scripts/scenario-check.ts';
import { startFreshPlay } from '../../scenarios/fresh-play.ts';
import { loadLibrary } from '../../scenarios/load.ts';
import type { RunState } from '../../scenarios/player.ts';
import type { CheckedScenario } from '../../scenarios/scenario.ts';
import { ownStartOf } from '../../scenarios/start-time.ts';
import type { World } from '../../scripts/world.ts';
import { createWorldClock, type WorldClock } from '../../simulator/world-clock.ts';

const { scenarios } = await loadLibrary();
const proveAll = process.env.GH_PROVE_SPEEDS?.split(',').map(Number);

/** What must be the same in every play: each expectation's verdict and moment, each move by the second. */
const outcome = (play: CheckedPlay) => ({
  expectations: play.state.expectations.map((e) => `${e.id} ${e.state} @${e.at}`),
  steps: play.state.timeline.map((s) => `${s.index} ${s.state}`),
  moves: play.moves.map(
    (m: ActuatorMove) => `${Math.floor(m.ms / 1000)}s ${m.server}/${m.aid} ${m.state} ${m.pos}`,
  ),
});

const checked = new Map<string, ReturnType<typeof outcome>>();
async function reference(def: CheckedScenario) {
  const known = checked.get(def.name);
  if (known) return known;
  const { world, clock } = await ownWorld(def);
  try {
    const result = outcome(await playChecked(def, world, clock));
    checked.set(def.name, result);
    return result;
  } finally {
    await world.stop();
  }
}

/** Live worlds by farm and speed, kept across plays (a replay happens in a world that has played). */
const worlds = new Map<string, { world: World; clock: WorldClock }>();
async function liveWorld(def: CheckedScenario, speed: number) {
  const key = `${def.farm.name} x${speed}`;
  const known = worlds.get(key);
  if (known) return known;
  // Three days and five hours after the scenario's own start: another date, another hour.
  const clock = createWorldClock({ speed, start: ownStartOf(def) + 3 * 86_400_000 + 5 * 3_600_000 });
  const live = await ownWorld(def, undefined, clock);
  worlds.set(key, { world: live.world, clock });
  return { world: live.world, clock };
}

async function playLive(def: CheckedScenario, speed: number): Promise<CheckedPlay> {
  const { world } = await liveWorld(def, speed);
  const play = await startFreshPlay(def, { world: () => world.playerWorld(), plant: world.plant });
  let state: RunState;
  try {
    state = await play.done;
  } finally {
    await play.stop();
  }
  return { state, moves: play.moves(), reconnects: play.reconnects() };
}

afterAll(async () => {
  for (const { world, clock } of worlds.values()) {
    await world.stop();
    clock.stop();
  }
});

const cases: [string, number, number, CheckedScenario][] = proveAll
  ? proveAll.flatMap((speed) =>
      scenarios.map((s) => [s.name, speed, 2, s] as [string, number, number, CheckedScenario]),
    )
  : [
      ...scenarios.map((s) => [s.name, 3600, 2, s] as [string, number, number, CheckedScenario]),
      ...scenarios
        .filter((s) => ['heat-wave-noon', 'jammed-vent'].includes(s.name))
        .map((s) => [s.name, 600, 1, s] as [string, number, number, CheckedScenario]),
      ...scenarios
        .filter((s) => s.durationMs <= 10 * 60_000)
        .map((s) => [s.name, 60, 1, s] as [string, number, number, CheckedScenario]),
    ];

describe('every play of a scenario is the same', () => {
  it.each(cases)(
    '%s live at x%i (%i plays) = --check',
    async (_name, speed, plays, def) => {
      const expected = await reference(def);
      for (let i = 0; i < plays; i++) {
        const play = await playLive(def, speed);
        expect(play.reconnects, 'the play client reconnected').toBe(0);
        const got = outcome(play);
        expect(got.expectations, `play ${i + 1}`).toEqual(expected.expectations);
        expect(got.steps, `play ${i + 1}`).toEqual(expected.steps);
        expect(got.moves, `play ${i + 1}`).toEqual(expected.moves);
      }
    },
    600_000,
  );
});
