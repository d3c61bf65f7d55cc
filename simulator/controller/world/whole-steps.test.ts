// A load run's world steps its physics in whole steps (10 s), not at every sensor round; a world
// left at the default brings the physics up to the clock at every reading.
import { describe, expect, it } from 'vitest';
import { createRig } from '../../testing/controller-rig.ts';

async function greenhouseTimes(wholeSteps: boolean | undefined) {
  const rig = await createRig({ zones: 1, cadenceMs: 1000, world: { warmDays: 0, wholeSteps } });
  const { greenhouse } = rig.controller.world!;
  const start = rig.clock.now();
  const lags: number[] = [];
  const airTemps = new Set<number>();
  for (let s = 1; s <= 25; s++) {
    rig.clock.advance(1000);
    lags.push(rig.clock.now() - greenhouse.now());
    if (greenhouse.now() - start === 20_000) airTemps.add(greenhouse.readings(null).airTemp);
  }
  return { lags, stepsAt: greenhouse.now() - start, airTemps };
}

describe('whole physics steps (load runs)', () => {
  it('moves the physics only in whole steps, at most one step behind the clock', async () => {
    const { lags, stepsAt, airTemps } = await greenhouseTimes(true);
    expect(stepsAt).toBe(20_000);
    expect(Math.max(...lags)).toBeLessThan(10_000);
    expect(lags.slice(0, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => s * 1000));
    // The rounds between two steps read the same true values (only their noise differs).
    expect(airTemps.size).toBe(1);
  });

  it('brings the physics up to the clock at every round by default', async () => {
    const { lags, stepsAt } = await greenhouseTimes(undefined);
    expect(stepsAt).toBeGreaterThan(24_000);
    expect(Math.max(...lags.slice(1))).toBeLessThanOrEqual(1000);
  });
});
