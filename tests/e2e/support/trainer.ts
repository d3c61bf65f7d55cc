// The trainer console's world calls for e2e specs: start a library scenario and read its live run
// (GET/POST /sim/world/scenario, scenarios/world-session.ts). The clock is world.clock / world.setClock.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export type RunState = {
  running: boolean;
  name?: string;
  at?: number;
  timeline?: { index: number; state: string; error?: string | null }[];
  expectations?: {
    id: string;
    state: 'pending' | 'met' | 'missed';
    at?: number | null;
    detail?: { zh: string; en: string } | null;
  }[];
};

async function call<T>(r: APIRequestContext, method: string, path: string, data?: unknown): Promise<T> {
  const response = await r.fetch(`/sim/world/${path}`, { method, data });
  expect(response.ok(), `${method} /sim/world/${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export const trainer = {
  /** Starts a library scenario: the world reset and its clock jumped to the scenario's start. */
  start: (r: APIRequestContext, name: string) =>
    call<unknown>(r, 'POST', 'scenario', { action: 'start', name }),
  stop: (r: APIRequestContext) => call<unknown>(r, 'POST', 'scenario', { action: 'stop' }),
  run: (r: APIRequestContext) => call<RunState>(r, 'GET', 'scenario'),
  /** The state of one expectation of the running scenario. */
  async expectation(r: APIRequestContext, id: string): Promise<string> {
    const run = await trainer.run(r);
    const e = run.expectations?.find((x) => x.id === id);
    return e?.state ?? 'absent';
  },
};
