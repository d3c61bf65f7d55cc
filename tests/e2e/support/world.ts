// The simulated world's control API (/sim/world/..., proxied by the app's origin) for e2e specs:
// a reset per test, faults, reboots, and steps of the harness's stepped clock (simulator/world-control.ts).
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { demoFarm } from '../../../fixtures/farms.ts';
import { noAppRequests, type ScenarioWorld } from '../../support/scenario-player.ts';

/** What a reset leaves the automation doing (simulator/world-control.ts WorldAutomation). */
export type WorldAutomation = 'run' | 'hold';
export type WorldReset = {
  now: number;
  faultsCleared: number;
  weatherCleared: number;
  actuators: number;
  refused: string[];
};
/** A weather override (simulator/weather-overrides.ts): quantities replaced for forMs, then blended back. */
export type WeatherOverrideInput = {
  /** One controller; absent: every controller. */
  sn?: string;
  outTemp?: number;
  outHum?: number;
  /** W/m² */
  radiation?: number;
  /** m/s */
  windSpeed?: number;
  windDir?: number;
  /** mm/h */
  rain?: number;
  /** Simulated ms the values hold (absent: until cleared or reset). */
  forMs?: number;
  /** Simulated ms back to the seeded weather after forMs (default 0). */
  blendMs?: number;
};
export type WeatherOverride = {
  id: number;
  sn: string | null;
  values: Record<string, number>;
  from: number;
  until: number | null;
  blendMs: number;
};
/** The world clock (simulator/world-clock.ts): GET/POST /sim/world/clock. */
export type WorldClockState = { now: number; speed: number; paused: boolean; stepped: boolean };
export type WorldClockCommand =
  { action: 'pause' | 'resume' } | { action: 'speed'; speed: number } | { action: 'jump'; ms: number };
export type WorldStatus = {
  clock: { mode: string; speed: number; now: number };
  controllers: { sn: string; base: string; online: boolean }[];
};

const advanceChunkMs = 60_000;

async function control<T>(request: APIRequestContext, method: string, path: string, data?: unknown) {
  const response = await request.fetch(`/sim/world/${path}`, { method, data });
  expect(response.ok(), `${method} /sim/world/${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export const world = {
  /** Faults off; every actuator handed back to automation ('run') or held still under manual control ('hold'). */
  reset: (r: APIRequestContext, automation: WorldAutomation = 'run') =>
    control<WorldReset>(r, 'POST', 'reset', { automation }),
  status: (r: APIRequestContext) => control<WorldStatus>(r, 'GET', 'status'),
  /** The world clock's state. */
  clock: (r: APIRequestContext) => control<WorldClockState>(r, 'GET', 'clock'),
  /** Pauses, resumes, re-paces (1..3600) or jumps the world clock; answers its new state. */
  setClock: (r: APIRequestContext, command: WorldClockCommand) =>
    control<WorldClockState>(r, 'POST', 'clock', command),
  /** The world's simulated now (epoch ms). */
  now: async (r: APIRequestContext) => (await world.status(r)).clock.now,
  /**
   * Steps the harness's clock `ms` ahead: readings, travel, programs and automation included. Long
   * steps go a simulated minute per request, so the controllers' sockets drain in between.
   */
  async advance(r: APIRequestContext, ms: number): Promise<number> {
    const step = async (by: number) =>
      (await control<{ now: number }>(r, 'POST', 'clock/advance', { ms: by })).now;
    let now = await step(Math.min(ms, advanceChunkMs));
    for (let done = advanceChunkMs; done < ms; done += advanceChunkMs)
      now = await step(Math.min(ms - done, advanceChunkMs));
    return now;
  },
  /** Switches one fault on (simulator/README.md "Faults"); a target field left out matches everything. */
  fault: (
    r: APIRequestContext,
    kind: string,
    target: { sn?: string; id?: number; topic?: string } = {},
    params: Record<string, unknown> = {},
  ) => control(r, 'POST', 'faults', { op: 'set', kind, target, params }),
  clearFaults: (r: APIRequestContext) => control(r, 'DELETE', 'faults'),
  /**
   * Overrides the outside weather (physics and weather station) from the world's now, e.g. a storm:
   * `world.weather(request, { windSpeed: 15, forMs: 600_000 })`. Cleared by every reset.
   */
  weather: async (r: APIRequestContext, override: WeatherOverrideInput) =>
    (await control<{ added: WeatherOverride }>(r, 'POST', 'weather', override)).added,
  weatherOverrides: async (r: APIRequestContext) =>
    (await control<{ overrides: WeatherOverride[] }>(r, 'GET', 'weather')).overrides,
  clearWeather: (r: APIRequestContext) => control(r, 'DELETE', 'weather'),
  reboot: (r: APIRequestContext, sn: string) =>
    control(r, 'POST', `controllers/${encodeURIComponent(sn)}/reboot`),
};

/** A control call whose refusal is an answer (`{ ok: false, reason }`), as the world's own controls give it. */
async function answer<T extends object>(
  request: APIRequestContext,
  method: string,
  path: string,
  data?: unknown,
) {
  const response = await request.fetch(`/sim/world/${path}`, { method, data });
  const body = (await response.json()) as T & { error?: string };
  return response.ok()
    ? { ...body, ok: true as const }
    : { ok: false as const, reason: body.error ?? `${method} /sim/world/${path}: ${response.status()}` };
}

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
      faults: (command) => answer<{ faults: [] }>(request, 'POST', 'faults', command),
      async reboot(sn) {
        const response = await request.fetch(`/sim/world/controllers/${encodeURIComponent(sn)}/reboot`, {
          method: 'POST',
        });
        return response.ok();
      },
      weather: (command) => answer<{ overrides: [] }>(request, 'POST', 'weather', command),
    },
    async cloud(call) {
      const response = await request.fetch(call.path, { method: call.method, data: call.body });
      if (!response.ok()) throw new Error(`${call.method} ${call.path}: ${await response.text()}`);
    },
    request: noAppRequests,
  };
}
