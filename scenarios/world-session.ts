/**
 * The scenario side of the control API, mounted next to world-control.ts (scripts/world.ts):
 *   GET  /sim/world/scenarios    the library (the trainer console's scenario list)
 *   GET  /sim/world/scenario     { running: false } or the live run (player.ts RunState)
 *   POST /sim/world/scenario     { action: 'start' | 'stop' | 'restart', name? }: start = lay the
 *                                scenario's own world out at its next start time (planting.ts) and
 *                                play it on the world clock; answered once it plays
 *   GET  /sim/world/events       the one-click event catalogue
 *   POST /sim/world/events       { kind, params? }: applies one now
 * Bad input answers 400 { error } with nothing applied.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe } from '../protocol/index.ts';
import { matchSimWorld, simWorldEndpoints } from '../protocol/sim-world.ts';
import { z } from '../protocol/zod-mini.ts';
import type { Planting } from '../simulator/planting.ts';
import { isWorldClock } from '../simulator/world-clock.ts';
import { readJson, send } from '../simulator/world-control.ts';
import { applyEvent, checkEventParams, eventCatalogue, eventKinds, isEventKind } from './events.ts';
import { eventDeviceProblems } from './farm-check.ts';
import { loadLibrary, type Library } from './load.ts';
import type { Play, PlayerWorld } from './player.ts';
import { restSession } from './rest-session.ts';
import type { CheckedScenario } from './scenario.ts';
import { startFreshPlay } from './fresh-play.ts';
import { startOf } from './start-time.ts';
import { summaryOf } from './step-titles.ts';

export type SessionOptions = {
  /** The world as it is now (parts may have restarted). */
  world: () => PlayerWorld;
  /** Lays the farm out anew at `at` (scripts/world.ts plant). */
  plant: (planting: Planting, at: number) => Promise<void>;
  /** The library (default: scenarios/ on first use). */
  library?: () => Promise<Library>;
  /** Told when a scenario plays (a class takes its trainee expectations as its exercise). */
  started?(def: CheckedScenario, startedAt: number): void;
};

export function createScenarioSession(options: SessionOptions) {
  let library: Promise<Library> | undefined;
  const scenarios = async () => (await (library ??= (options.library ?? loadLibrary)())).scenarios;
  let play: Play | undefined;
  let busy = false;

  const stop = async () => {
    const current = play;
    play = undefined;
    await current?.stop();
  };

  /** Checks all before touching the world: the scenario exists and its start can be reached. */
  const start = async (name: string | undefined): Promise<{ status: number; body: unknown }> => {
    const def: CheckedScenario | undefined = (await scenarios()).find((s) => s.name === name);
    if (!def) return { status: 404, body: { error: `no scenario ${name ?? '(name missing)'}` } };
    const world = options.world();
    let at: number;
    try {
      at = startOf(def, world.clock.now());
    } catch (error) {
      return { status: 409, body: { error: error instanceof Error ? error.message : String(error) } };
    }
    if (def.farm.name !== 'demo')
      return {
        status: 409,
        body: { error: `${def.name} needs farm ${def.farm.name}; this world runs the demo farm` },
      };
    const clock = world.clock;
    if (at > clock.now() && !isWorldClock(clock) && clock.mode !== 'stepped')
      return { status: 409, body: { error: 'this clock cannot jump to the scenario start' } };
    await stop();
    play = await startFreshPlay(def, options);
    options.started?.(def, play.state().startedAt);
    return { status: 200, body: play.state() };
  };

  const handle = async function scenarioHandler(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const call = matchSimWorld(req.method ?? 'GET', path)?.name;
    if (call === 'scenarios') return send(res, 200, (await scenarios()).map(summaryOf));
    if (call === 'scenario') return send(res, 200, play?.state() ?? { running: false });
    if (call === 'events') return send(res, 200, eventCatalogue());
    if (call !== 'driveScenario' && call !== 'fireEvent') return false;
    const body = await readJson(req);
    if (!body.ok) return send(res, 400, { error: body.reason });
    if (call === 'fireEvent') {
      const checked = z.safeParse(simWorldEndpoints.fireEvent.body, body.value);
      if (!checked.success) return send(res, 400, { error: describe(checked.error) });
      const kind = checked.data.kind;
      if (!isEventKind(kind))
        return send(res, 400, { error: `kind: unknown event ${kind}: use one of ${eventKinds.join(', ')}` });
      const params = checkEventParams(kind, checked.data.params);
      if (!params.success) return send(res, 400, { error: `${kind}: ${describe(params.error)}` });
      const world = options.world();
      const problems = eventDeviceProblems(world.farm, kind, params.data);
      if (problems.length) return send(res, 400, { error: `${kind}: ${problems.join('; ')}` });
      const rest = restSession(world.cloudUrl, world.controlToken);
      try {
        const done = await applyEvent(kind, params.data, {
          farm: world.farm,
          target: world.target,
          cloud: (call) => rest.control(call),
        });
        return send(res, 200, { ok: true, done });
      } catch (error) {
        return send(res, 400, { error: error instanceof Error ? error.message : String(error) });
      }
    }
    const checked = z.safeParse(simWorldEndpoints.driveScenario.body, body.value);
    if (!checked.success) return send(res, 400, { error: describe(checked.error) });
    if (busy) return send(res, 409, { error: 'a scenario is starting; try again when it has' });
    busy = true;
    try {
      if (checked.data.action === 'stop') {
        await stop();
        return send(res, 200, { running: false });
      }
      const name = checked.data.name ?? (checked.data.action === 'restart' ? play?.state().name : undefined);
      const result = await start(name);
      return send(res, result.status, result.body);
    } finally {
      busy = false;
    }
  };
  /** Ends the run (its MQTT client) before the world stops. */
  return { handle, stop };
}
