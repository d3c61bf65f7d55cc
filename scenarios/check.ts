/**
 * `--check`: plays a scenario in a world of its own (cloud, broker and the controllers it needs,
 * in-process on free ports, on a stepped clock that starts at the scenario's start), driving the
 * clock as fast as the machine allows, and returns the final state of its timeline and expectations.
 */
import { randomBytes } from 'node:crypto';
import { demoMobile } from '../fixtures/accounts.ts';
import type { Farm } from '../fixtures/farms.ts';
import { startWorld, type World } from '../scripts/world.ts';
import { farmOf } from '../simulator/cli/farm-spec.ts';
import { createClock, type Clock } from '../simulator/clock.ts';
import { controlTargetOf } from '../simulator/world-control.ts';
import { startPlay, type RunState } from './player.ts';
import { restSession } from './rest-session.ts';
import type { CheckedScenario } from './scenario.ts';
import { ownStartOf } from './start-time.ts';

export type CheckResult = { state: RunState; passed: boolean; wallMs: number };

/** Simulated time per turn of the driver; expectations are judged every 5 s anyway. */
const stepMs = 5000;
const freePorts = { cloud: 0, sim: 0, brokerWs: 0, brokerTcp: 0 };

/** The farm's servers up to the last one the scenario names (the others would only cost time). */
export function farmFor(def: CheckedScenario): Farm {
  const farm = farmOf(def.farm);
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

/** Starts the scenario's own world: its farm's servers, a stepped clock at its start, a day of history. */
export async function ownWorld(def: CheckedScenario, log?: (line: string) => void, clock?: Clock) {
  // A token of its own: startWorld would otherwise write a new .state/sim-token over a running harness's.
  process.env.GH_SIM_TOKEN ||= randomBytes(16).toString('hex');
  clock ??= createClock({ mode: 'stepped', start: ownStartOf(def) });
  const farm = farmFor(def);
  const world = await startWorld({
    ports: freePorts,
    farm,
    clock,
    warmDays: 1,
    log: log ?? (() => undefined),
  });
  const rest = restSession(world.cloud.url, world.controlToken);
  // A seeded farm's servers are nobody's in the cloud: bind them to the demo user, who watches them.
  if (def.farm.name !== 'demo')
    for (const s of farm.servers)
      await rest.control({
        method: 'POST',
        path: '/sim/control/bind',
        body: { mobile: demoMobile, server: s.server },
      });
  return { world, clock };
}

/** Plays `def` on `world` (whose stepped clock is at the scenario's start) to its end, as fast as it goes. */
export async function playChecked(def: CheckedScenario, world: World, clock: Clock): Promise<RunState> {
  const play = await startPlay(def, {
    clock,
    farm: world.farm,
    target: controlTargetOf(world.sim),
    cloudUrl: world.cloud.url,
    brokerUrl: world.broker.tcpUrl,
    controlToken: world.controlToken,
  });
  let final: RunState | undefined;
  void play.done.then((s) => (final = s));
  try {
    while (!final) {
      clock.advance(stepMs);
      await play.settle();
      // Lets the sockets carry what was published (acks and reports come back through the broker).
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  } finally {
    await play.stop();
  }
  return final;
}

export async function checkScenario(
  def: CheckedScenario,
  log?: (line: string) => void,
): Promise<CheckResult> {
  const began = Date.now();
  const { world, clock } = await ownWorld(def, log);
  try {
    const state = await playChecked(def, world, clock);
    const passed =
      state.expectations.every((e) => e.state === 'met') && state.timeline.every((s) => s.state !== 'failed');
    return { state, passed, wallMs: Date.now() - began };
  } finally {
    await world.stop();
  }
}
