/**
 * The simulator's HTTP control API, mountable in any Node HTTP server (the orchestrator's or the
 * CLI's own): faults on and off, controller status, reboots, and stepping a stepped clock.
 *   GET    /sim/world/status                   clock and controllers
 *   GET    /sim/world/faults                   active faults
 *   POST   /sim/world/faults                   { op: 'set' | 'clear' | 'list', kind?, target?, params? }
 *   DELETE /sim/world/faults                   clear all
 *   POST   /sim/world/controllers/{sn}/reboot
 *   GET    /sim/world/clock                    { now, speed, paused, stepped } (world-clock.ts)
 *   POST   /sim/world/clock                    { action: 'pause' | 'resume' | 'speed' | 'jump', speed?, ms? }
 *   POST   /sim/world/clock/advance            { ms } (stepped clocks only)
 *   GET    /sim/world/weather                  active weather overrides
 *   POST   /sim/world/weather                  { sn?, outTemp?, outHum?, radiation?, windSpeed?, windDir?,
 *                                               rain?, forMs?, blendMs? } (weather-overrides.ts)
 *   DELETE /sim/world/weather                  clear all
 *   POST   /sim/world/reset                    { automation?: 'run' | 'hold' } (tests: a known start:
 *                                               fixture configuration, faults and weather overrides off,
 *                                               actuators released or held)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http-json.ts';
import { inventoryTyps } from '../fixtures/inventory.ts';
import { confRecords, describe } from '../protocol/index.ts';
import { matchSimWorld, simWorldEndpoints, type ResetAutomation } from '../protocol/sim-world.ts';
import { z, type Schema } from '../protocol/zod-mini.ts';
import { applyFaultCommand, type FaultCommandResult } from './faults.ts';
import type { Simulator } from './simulator.ts';
import { applyWeatherCommand, type WeatherCommandResult } from './weather-overrides.ts';
import { applyClockCommand, clockStateOf, type ClockCommandResult } from './world-clock-control.ts';
import { isWorldClock, type WorldClockState } from './world-clock.ts';

export const controlPrefix = '/sim/world';
const maxBody = 64 * 1024;

export function readJson(
  req: IncomingMessage,
): Promise<{ ok: true; value: unknown } | { ok: false; reason: string }> {
  return new Promise((resolve) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBody) chunks.push(chunk);
    });
    req.on('error', (error) => resolve({ ok: false, reason: error.message }));
    req.on('end', () => {
      if (size > maxBody) return resolve({ ok: false, reason: 'body too large' });
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolve({ ok: true, value: text.trim() === '' ? {} : JSON.parse(text) });
      } catch {
        resolve({ ok: false, reason: 'body is not JSON' });
      }
    });
  });
}

/** A JSON answer (gzipped for an asker that takes it: http-json.ts). */
export const send = sendJson;

/** What the control API drives: one simulator, or a pool of them in worker threads. */
export type ControlTarget = {
  status(): unknown;
  /** A fault command (see faults.ts faultCommand); bad input answers ok: false with the reason. */
  faults(command: unknown): FaultCommandResult | Promise<FaultCommandResult>;
  reboot(sn: string): boolean | Promise<boolean>;
  /** Stepped clocks only; undefined when the clock is not stepped. */
  advance(ms: number): number | undefined | Promise<number | undefined>;
  /** Faults off and every actuator released to automation or held (absent: 501). */
  reset?(automation: WorldAutomation): WorldReset | Promise<WorldReset>;
  /** A weather command (weather-overrides.ts applyWeatherCommand) (absent: 501). */
  weather?(command: unknown): WeatherCommandResult | Promise<WeatherCommandResult>;
  /** The world clock's state (absent: 501). */
  clockState?(): WorldClockState | Promise<WorldClockState>;
  /** A clock command (world-clock-control.ts applyClockCommand): checked whole, then applied (absent: 501). */
  clock?(command: unknown): ClockCommandResult | Promise<ClockCommandResult>;
};

/**
 * A reset restores every controller's configuration to its fixture (strategies, plans, rules,
 * actuators... under their own keys), clears the faults and weather overrides, stops a program a
 * grower started by hand, and leaves the automation: 'run' hands every enabled actuator back to it;
 * 'hold' puts every enabled actuator under manual control, so nothing moves until a test says so
 * (the controller's automation leaves manual actuators alone).
 */
export type WorldAutomation = ResetAutomation;
export type WorldReset = {
  now: number;
  faultsCleared: number;
  weatherCleared: number;
  actuators: number;
  refused: string[];
};

/** The configuration a reset restores: every editable confTyp (logs, alarms and outputs stay). */
const configTyps = inventoryTyps.filter((t) => !('readOnly' in confRecords[t]));

export function resetWorld(sim: Simulator, automation: WorldAutomation): WorldReset {
  const faultsCleared = sim.faults.clear();
  const weatherCleared = sim.weather.clear();
  const refused: string[] = [];
  let actuators = 0;
  for (const { sn, context } of sim.controllers) {
    const fixture = sim.farm.servers.find((s) => s.server.sn === sn);
    if (fixture) {
      context.config.restore(fixture.inventory, configTyps);
      context.changed();
    }
    context.irrigation.stop(); // a grower's program started by hand ends (automation may start its own)
    context.fertigation?.reset(); // full stock tanks, clean filters
    for (const { aid, enabled } of context.config.list('actuator')) {
      if (!enabled) continue; // answers 5 (offline) to everyone, automation included
      const action = automation === 'hold' ? 'stop' : 'auto';
      const result = context.actuators.command({ aid, action }, 'manual');
      if (result.code === 0) actuators++;
      else refused.push(`${sn} actuator ${aid}: ${result.msg}`);
    }
  }
  return { now: sim.clock.now(), faultsCleared, weatherCleared, actuators, refused };
}

/** GET /sim/world/status of one simulator: its clock, its controllers and the faults on. */
export function worldStatusOf(sim: Simulator) {
  return {
    clock: { mode: sim.clock.mode, ...clockStateOf(sim.clock) },
    controllers: sim.controllers.map((c) => ({ sn: c.sn, base: c.base, online: c.online, stats: c.stats })),
    faults: sim.faults.list(),
  };
}
export type WorldStatus = ReturnType<typeof worldStatusOf>;

export function controlTargetOf(sim: Simulator): ControlTarget {
  return {
    status: () => worldStatusOf(sim),
    faults: (command) => applyFaultCommand(sim.faults, command),
    reboot(sn) {
      const controller = sim.controllers.find((c) => c.sn === sn);
      controller?.reboot();
      return controller !== undefined;
    },
    async advance(ms) {
      const clock = sim.clock;
      if (clock.mode !== 'stepped') return undefined;
      // A world clock waits on holds (a scenario's step under way) and goes on to the end.
      if (isWorldClock(clock)) return ms > 0 ? (await clock.step(ms)).now : clock.now();
      clock.advance(ms);
      return clock.now();
    },
    reset: (automation) => resetWorld(sim, automation),
    clockState: () => clockStateOf(sim.clock),
    clock: (command) => applyClockCommand(sim.clock, command),
    weather: (command) =>
      applyWeatherCommand(
        sim.weather,
        command,
        sim.controllers.map((c) => c.sn),
      ),
  };
}

/** A handler over a simulator or a target; resolves false (and leaves `res` alone) outside /sim/world. */
export function createControlHandler(sim: Simulator | ControlTarget) {
  const target = 'controllers' in sim ? controlTargetOf(sim) : sim;
  /** The body checked with its endpoint's schema, or the reason (400). */
  const bodyOf = async <T>(req: IncomingMessage, schema: Schema<T>) => {
    const body = await readJson(req);
    if (!body.ok) return body;
    const checked = z.safeParse(schema, body.value);
    return checked.success
      ? { ok: true as const, value: checked.data }
      : { ok: false as const, reason: describe(checked.error) };
  };
  const faults = async (res: ServerResponse, command: unknown) => {
    const result = await target.faults(command);
    return send(res, result.ok ? 200 : 400, result.ok ? result : { error: result.reason });
  };
  const weather = async (res: ServerResponse, command: unknown) => {
    if (!target.weather) return send(res, 501, { error: 'this world has no weather overrides' });
    const result = await target.weather(command);
    return result.ok ? send(res, 200, result) : send(res, 400, { error: result.reason });
  };
  return async function controlHandler(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path !== controlPrefix && !path.startsWith(`${controlPrefix}/`)) return false;
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === controlPrefix) return send(res, 200, await target.status());
    const call = matchSimWorld(method, path);
    switch (call?.name) {
      case 'status':
        return send(res, 200, await target.status());
      case 'faults':
        return faults(res, { op: 'list' });
      case 'clearFaults':
        return faults(res, { op: 'clear' });
      case 'fault': {
        const body = await bodyOf(req, simWorldEndpoints.fault.body);
        return body.ok ? faults(res, body.value) : send(res, 400, { error: body.reason });
      }
      case 'reboot': {
        const sn = decodeURIComponent(call.params.sn ?? '');
        return (await target.reboot(sn))
          ? send(res, 202, { rebooting: sn })
          : send(res, 404, { error: 'no such controller' });
      }
      case 'clock':
      case 'setClock': {
        if (!target.clock || !target.clockState)
          return send(res, 501, { error: 'this world has no world clock' });
        if (call.name === 'clock') return send(res, 200, await target.clockState());
        const body = await readJson(req);
        if (!body.ok) return send(res, 400, { error: body.reason });
        const result = await target.clock(body.value);
        return result.ok ? send(res, 200, result.state) : send(res, result.status, { error: result.reason });
      }
      case 'advance': {
        const body = await bodyOf(req, simWorldEndpoints.advance.body);
        if (!body.ok) return send(res, 400, { error: `ms: 0..31 days (${body.reason})` });
        const now = await target.advance(body.value.ms);
        return now === undefined
          ? send(res, 409, { error: 'the clock is not stepped' })
          : send(res, 200, { now });
      }
      case 'reset': {
        const body = await bodyOf(req, simWorldEndpoints.reset.body);
        if (!body.ok) return send(res, 400, { error: "automation: 'run' | 'hold'" });
        return target.reset
          ? send(res, 200, await target.reset(body.value.automation))
          : send(res, 501, { error: 'this world cannot be reset' });
      }
      case 'weather':
        return weather(res, { op: 'list' });
      case 'clearWeather':
        return weather(res, { op: 'clear' });
      case 'setWeather': {
        if (!target.weather) return send(res, 501, { error: 'this world has no weather overrides' });
        const body = await bodyOf(req, simWorldEndpoints.setWeather.body);
        if (!body.ok)
          return send(res, 400, { error: `body: an object of weather quantities (${body.reason})` });
        return weather(res, { ...body.value, op: 'set' });
      }
      // The trainer's and the scenarios' routes, served by their own handlers where the world mounts them.
      case 'scenarios':
      case 'scenario':
      case 'driveScenario':
      case 'events':
      case 'fireEvent':
      case 'recording':
      case 'record':
      case 'traces':
      case 'trace':
      case 'replay':
      case 'driveReplay':
      case 'class':
      case 'driveClass':
      case undefined:
        return send(res, 404, { error: `no route ${method} ${path.slice(controlPrefix.length)}` });
    }
  };
}
