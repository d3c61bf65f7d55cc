// The trainer console's world calls for e2e specs: start a library scenario and read its live run
// (GET/POST /sim/world/scenario, protocol/sim-world.ts). The clock is world.clock / world.setClock.
import type { APIRequestContext } from '@playwright/test';
import { simWorldEndpoints as calls } from '../../../protocol/sim-world.ts';
import { worldCall } from './world-call.ts';

export const trainer = {
  /** Starts a library scenario: the world reset and its clock jumped to the scenario's start. */
  start: (r: APIRequestContext, name: string) => worldCall(r, calls.driveScenario, { action: 'start', name }),
  stop: (r: APIRequestContext) => worldCall(r, calls.driveScenario, { action: 'stop' }),
  run: (r: APIRequestContext) => worldCall(r, calls.scenario),
  /** The state of one expectation of the running scenario. */
  async expectation(r: APIRequestContext, id: string): Promise<string> {
    const run = await trainer.run(r);
    const e = run.running ? run.expectations.find((x) => x.id === id) : undefined;
    return e?.state ?? 'absent';
  },
};
