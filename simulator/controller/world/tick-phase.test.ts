// A world's first decision comes a full step after start by default, or at its phase of the step
// (load runs spread their fleet's decisions over the step).
import { describe, expect, it } from 'vitest';
import { createRig } from '../../testing/controller-rig.ts';

/** Simulated ms after start of the world's first decision (automation's `lastNow`). */
async function firstTickAfter(tickPhase?: number): Promise<number> {
  const rig = await createRig({ zones: 1, world: { warmDays: 0, tickPhase } });
  const start = rig.clock.now();
  const world = rig.controller.world!;
  for (let t = 0; t < 25 && world.automation.lastNow === null; t++) rig.clock.advance(500);
  return (world.automation.lastNow ?? Number.NaN) - start;
}

describe('world tick phase', () => {
  it('decides first after a full step by default, and at the given fraction of it', async () => {
    expect(await firstTickAfter()).toBe(10_000);
    expect(await firstTickAfter(0.3)).toBe(3000);
    expect(await firstTickAfter(0.05)).toBe(500);
  });
});
