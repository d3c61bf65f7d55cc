// The simulated world's control API (/sim/world/..., proxied by the app's origin) for e2e specs:
// a reset per test, faults, reboots, and steps of the harness's stepped clock (simulator/world-control.ts).
import type { APIRequestContext } from '@playwright/test';
import { demoFarm } from '../../../fixtures/farms.ts';
import {
  simWorldEndpoints as calls,
  type ClockCommand,
  type ClockState,
  type ResetAutomation,
  type SimWorldAnswer,
  type SimWorldBody,
} from '../../../protocol/sim-world.ts';
import { noAppRequests, type ScenarioWorld } from '../../support/scenario-player.ts';
import { worldAnswer, worldCall } from './world-call.ts';

/** What a reset leaves the automation doing (protocol/sim-world.ts resetBody). */
export type WorldAutomation = ResetAutomation;
export type WorldReset = SimWorldAnswer<'reset'>;
/** A weather override (simulator/weather-overrides.ts): quantities replaced for forMs, then blended back. */
export type WeatherOverrideInput = SimWorldBody<'setWeather'>;
export type WeatherOverride = NonNullable<SimWorldAnswer<'setWeather'>['added']>;
/** The world clock (simulator/world-clock.ts): GET/POST /sim/world/clock. */
export type WorldClockState = ClockState;
export type WorldClockCommand = ClockCommand;

const advanceChunkMs = 60_000;

export const world = {
  /** Faults off; every actuator handed back to automation ('run') or held still under manual control ('hold'). */
  reset: (r: APIRequestContext, automation: WorldAutomation = 'run') =>
    worldCall(r, calls.reset, { automation }),
  status: (r: APIRequestContext) => worldCall(r, calls.status),
  /** The world clock's state. */
  clock: (r: APIRequestContext) => worldCall(r, calls.clock),
  /** Pauses, resumes, re-paces (1..3600) or jumps the world clock; answers its new state. */
  setClock: (r: APIRequestContext, command: WorldClockCommand) => worldCall(r, calls.setClock, command),
  /** The world's simulated now (epoch ms). */
  now: async (r: APIRequestContext) => (await world.status(r)).clock.now,
  /**
   * Steps the harness's clock `ms` ahead: readings, travel, programs and automation included. Long
   * steps go a simulated minute per request, so the controllers' sockets drain in between.
   */
  async advance(r: APIRequestContext, ms: number): Promise<number> {
    const step = async (by: number) => (await worldCall(r, calls.advance, { ms: by })).now;
    let now = await step(Math.min(ms, advanceChunkMs));
    for (let done = advanceChunkMs; done < ms; done += advanceChunkMs)
      now = await step(Math.min(ms - done, advanceChunkMs));
    return now;
  },
  /**
   * Jumps the world clock `ms` ahead: every reading, decision and move happens, but the controllers
   * send only what a watcher needs until the jump's last 10 s (simulator/world-clock.ts). Faster than
   * advance for the minutes a spec only needs to have passed, such as a zone drying out.
   */
  jump: async (r: APIRequestContext, ms: number) =>
    (await worldCall(r, calls.setClock, { action: 'jump', ms })).now,
  /** Switches one fault on (simulator/README.md "Faults"); a target field left out matches everything. */
  fault: (
    r: APIRequestContext,
    kind: string,
    target: { sn?: string; id?: number; topic?: string } = {},
    params: Record<string, unknown> = {},
  ) => worldCall(r, calls.fault, { op: 'set', kind, target, params }),
  clearFaults: (r: APIRequestContext) => worldCall(r, calls.clearFaults),
  /**
   * Overrides the outside weather (physics and weather station) from the world's now, e.g. a storm:
   * `world.weather(request, { windSpeed: 15, forMs: 600_000 })`. Cleared by every reset.
   */
  weather: async (r: APIRequestContext, override: WeatherOverrideInput) =>
    (await worldCall(r, calls.setWeather, override)).added,
  weatherOverrides: async (r: APIRequestContext) => (await worldCall(r, calls.weather)).overrides,
  clearWeather: (r: APIRequestContext) => worldCall(r, calls.clearWeather),
  reboot: (r: APIRequestContext, sn: string) => worldCall(r, calls.reboot, undefined, { sn }),
};

/**
 * The harness as a world a named scenario plays on (tests/support/scenario-player.ts): its stepped
 * clock, its fault, reboot and weather controls, and the cloud's /sim/control. The harness runs the
 * demo farm; it sends no app requests.
 */
export function harnessScenarioWorld(request: APIRequestContext): ScenarioWorld {
  return {
    farm: demoFarm,
    advance: (ms) => world.advance(request, ms),
    target: {
      faults: (command) => worldAnswer(request, calls.fault, command),
      reboot: async (sn) => (await worldAnswer(request, calls.reboot, undefined, { sn })).ok,
      weather: (command) => worldAnswer(request, calls.setWeather, command),
    },
    async cloud(call) {
      const response = await request.fetch(call.path, { method: call.method, data: call.body });
      if (!response.ok()) throw new Error(`${call.method} ${call.path}: ${await response.text()}`);
    },
    request: noAppRequests,
  };
}
