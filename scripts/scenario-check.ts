/**
 * `--check`: plays a scenario in a world of its own (cloud, broker and the controllers it needs,
 * in-process on free ports, planted as every play of it is: scenarios/planting.ts), on a stepped world clock
 * that starts at the scenario's start, driving the clock as fast as the machine allows, and returns
 * the final state of its timeline and expectations. The player is the live one (scenarios/player.ts).
 */
import { randomBytes } from 'node:crypto';
import { demoMobile } from '../fixtures/accounts.ts';
import type { Farm } from '../fixtures/farms.ts';
import { startWorld, type World } from './world.ts';
import { farmOf } from '../simulator/cli/farm-spec.ts';
import { createWorldClock, type WorldClock } from '../simulator/world-clock.ts';
import type { ActuatorMove } from '../scenarios/app-watch.ts';
import { plantingOf } from '../scenarios/planting.ts';
import { startPlay, type RunState } from '../scenarios/player.ts';
import type { CheckedScenario } from '../scenarios/scenario.ts';
import { ownStartOf } from '../scenarios/start-time.ts';

export type CheckResult = { state: RunState; passed: boolean; wallMs: number };

/** Simulated time per turn of the driver (holds stop it where a step or judgement needs). */
const stepMs = 60_000;
const freePorts = { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 };

/**
 * The farm's servers up to the last one the scenario names (the others would only cost time).
 * `given`: a farm to play on instead of the scenario's own (`--farm PATH`).
 */
export function farmFor(def: CheckedScenario, given?: Farm): Farm {
  const farm = given ?? farmOf(def.farm);
  const used = [
    0,
    ...def.timeline.flatMap((s) => ('server' in s && s.server !== undefined ? [s.server] : [])),
    ...def.timeline.flatMap((s) =>
      s.do === 'event' && 'server' in s.params ? [Number(s.params.server)] : [],
    ),
    ...def.expect.flatMap((e) => ('server' in e.check ? [e.check.server] : [])),
  ];
  return { ...farm, servers: farm.servers.slice(0, Math.max(...used) + 1) };
}

/**
 * Starts the scenario's own world: its farm's servers planted for it, on `clock` (default: a
 * stepped world clock at its start).
 */
export async function ownWorld(
  def: CheckedScenario,
  log?: (line: string) => void,
  clock: WorldClock = createWorldClock({ paced: false, start: ownStartOf(def) }),
  given?: Farm,
) {
  // A token of its own: startWorld would otherwise write a new .state/sim-token over a running harness's.
  process.env.GH_SIM_TOKEN ||= randomBytes(16).toString('hex');
  const farm = farmFor(def, given);
  const world = await startWorld({
    ports: freePorts,
    farm,
    clock,
    planting: plantingOf(def, clock.now()),
    // A seeded farm's servers are nobody's in the cloud: the demo user, who watches them, gets them.
    bindFarmTo: def.farm.name === 'demo' && !given ? undefined : demoMobile,
    log: log ?? (() => undefined),
  });
  return { world, clock };
}

/** Plays `def` on `world` (whose stepped clock is at the scenario's start) to its end, as fast as it goes. */
export async function playChecked(
  def: CheckedScenario,
  world: World,
  clock: WorldClock,
): Promise<CheckedPlay> {
  const play = await startPlay(def, world.playerWorld());
  let final: RunState | undefined;
  void play.done.then((s) => (final = s));
  try {
    while (!final) {
      await clock.step(stepMs);
      await play.settle();
    }
  } finally {
    await play.stop();
  }
  return { state: final, moves: play.moves(), reconnects: play.reconnects() };
}

/** A finished play: its final state, every actuator report it saw, its client's reconnects. */
export type CheckedPlay = { state: RunState; moves: readonly ActuatorMove[]; reconnects: number };

export async function checkScenario(
  def: CheckedScenario,
  log?: (line: string) => void,
  farm?: Farm,
): Promise<CheckResult> {
  const began = Date.now();
  const { world, clock } = await ownWorld(def, log, undefined, farm);
  try {
    const { state } = await playChecked(def, world, clock);
    const passed =
      state.expectations.every((e) => e.state === 'met') && state.timeline.every((s) => s.state !== 'failed');
    return { state, passed, wallMs: Date.now() - began };
  } finally {
    await world.stop();
  }
}
