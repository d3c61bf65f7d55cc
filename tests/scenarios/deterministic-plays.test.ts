/**
 * A scenario's outcome is a function of the scenario: played live on the wall-paced world clock at
 * x60, x600 or x3600, played again in the same world after a restart, and checked on its own stepped
 * world (`--check`), it meets the same expectations at the same moments and its actuators report
 * the same moves, to the second of simulated time. Each play has one client that never reconnects.
 *
 * By default every scenario runs at x3600 twice in a row, two of them at x600 and the short ones at
 * x60 (the suite's time); GH_PROVE_SPEEDS=60,600,3600 plays the whole library at each speed.
 *
 * A live play mostly waits on the wall clock (the pace, and the holds of its sockets and REST
 * checks), so the plays run in lanes side by side, each lane with worlds of its own in which its
 * plays follow one another; a scenario's verdicts and moves are the same in any lane.
 */
import { afterAll, describe, it } from 'vitest';
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

/** Each scenario's `--check`, once (the lanes of two speeds may ask for it at once). */
const checked = new Map<string, Promise<ReturnType<typeof outcome>>>();
function reference(def: CheckedScenario) {
  const known = checked.get(def.name);
  if (known) return known;
  const result = (async () => {
    const { world, clock } = await ownWorld(def);
    try {
      return outcome(await playChecked(def, world, clock));
    } finally {
      await world.stop();
    }
  })();
  checked.set(def.name, result);
  return result;
}

/**
 * Live worlds by lane, farm and speed, kept across plays (a replay happens in a world that has
 * played). A scenario with a date of its own gets a world of its own that begins the day before it,
 * five hours later: its first play is on its date, as its `--check`, its replay the next day.
 */
const worlds = new Map<string, { world: World; clock: WorldClock }>();
async function liveWorld(def: CheckedScenario, speed: number, lane: number) {
  const dated = def.start !== undefined && 'iso' in def.start;
  const key = dated ? `${def.name} x${speed}` : `${lane} ${def.farm.name} x${speed}`;
  const known = worlds.get(key);
  if (known) return known;
  // Three days and five hours after the scenario's own start: another date, another hour.
  const start = ownStartOf(def) + (dated ? -86_400_000 : 3 * 86_400_000) + 5 * 3_600_000;
  const clock = createWorldClock({ speed, start });
  const live = await ownWorld(def, undefined, clock);
  worlds.set(key, { world: live.world, clock });
  return { world: live.world, clock };
}

/**
 * One play in the lane's world. The world's clock runs only while a play does: a paced world left
 * running between plays would only cost the other lanes CPU (the next play plants it anew).
 */
async function playLive(def: CheckedScenario, speed: number, lane: number): Promise<CheckedPlay> {
  const { world, clock } = await liveWorld(def, speed, lane);
  clock.resume();
  let state: RunState;
  try {
    const play = await startFreshPlay(def, { world: () => world.playerWorld(), plant: world.plant });
    try {
      state = await play.done;
    } finally {
      await play.stop();
    }
    return { state, moves: play.moves(), reconnects: play.reconnects() };
  } finally {
    clock.pause();
  }
}

afterAll(async () => {
  for (const { world, clock } of worlds.values()) {
    await world.stop();
    clock.stop();
  }
});

type Case = { name: string; speed: number; plays: number; def: CheckedScenario };
const at = (speed: number, plays: number) => (def: CheckedScenario) => ({
  name: def.name,
  speed,
  plays,
  def,
});
const groups: Case[][] = proveAll
  ? proveAll.map((speed) => scenarios.map(at(speed, 2)))
  : [
      scenarios.map(at(3600, 2)),
      scenarios.filter((s) => ['heat-wave-noon', 'jammed-vent'].includes(s.name)).map(at(600, 1)),
      scenarios.filter((s) => s.durationMs <= 10 * 60_000).map(at(60, 1)),
    ];

/**
 * The lanes: a speed that plays the whole library in four, dealt longest first to the lane with the
 * least simulated time so far; the speeds that play a few scenarios together in one more. Declared
 * a lane's first play after another's, so that the five tests Vitest starts at once
 * (maxConcurrency) are five lanes' first.
 */
const lanes: (Case & { lane: number })[][] = [];
const few = groups.filter((g) => g.length <= 4).flat();
for (const group of [...groups.filter((g) => g.length > 4), ...(few.length ? [few] : [])]) {
  const count = group.length > 4 ? 4 : 1;
  const mine = Array.from({ length: count }, () => [] as (Case & { lane: number })[]);
  const load = mine.map(() => 0);
  for (const c of [...group].sort((a, b) => b.def.durationMs - a.def.durationMs)) {
    const i = load.indexOf(Math.min(...load));
    load[i]! += c.def.durationMs * c.plays;
    mine[i]!.push({ ...c, lane: lanes.length + i });
  }
  lanes.push(...mine);
}
const cases = Array.from({ length: Math.max(...lanes.map((l) => l.length)) }, (_, turn) =>
  lanes.flatMap((lane) => lane.slice(turn, turn + 1)),
).flat();

/** Each lane's plays one after another: a test waits for the one before it in its lane. */
const laneTail = new Map<number, Promise<unknown>>();
function inLane<T>(lane: number, run: () => Promise<T>): Promise<T> {
  const turn = (laneTail.get(lane) ?? Promise.resolve()).then(run);
  laneTail.set(
    lane,
    turn.catch(() => undefined),
  );
  return turn;
}

describe.concurrent('every play of a scenario is the same', () => {
  it.for(cases)(
    '$name live at x$speed ($plays plays) = --check',
    { timeout: 600_000 },
    ({ speed, plays, def, lane }, { expect }) =>
      inLane(lane, async () => {
        const expected = await reference(def);
        for (let i = 0; i < plays; i++) {
          const play = await playLive(def, speed, lane);
          expect(play.reconnects, 'the play client reconnected').toBe(0);
          const got = outcome(play);
          expect(got.expectations, `play ${i + 1}`).toEqual(expected.expectations);
          expect(got.steps, `play ${i + 1}`).toEqual(expected.steps);
          expect(got.moves, `play ${i + 1}`).toEqual(expected.moves);
        }
      }),
  );
});
