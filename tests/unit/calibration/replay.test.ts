// The replay's expected actuation: the mean of the controller's decisions over seeded draws of the
// sensors' noise, every 10 s. The same history gives the same inputs; the noise changes them.
import { describe, expect, it } from 'vitest';
import { gridOf } from '../../../model/calibration/index.ts';
import { replayDecisions } from '../../../model/calibration/replay.ts';
import { fallbackCalibration } from '../../../protocol/index.ts';
import { simulatedHistory } from './simulated-history.ts';

describe('the replayed actuation', () => {
  const history = simulatedHistory({ params: fallbackCalibration, days: 3 });
  const made = gridOf(history);
  if (!made.ok) throw new Error(made.refusal.message);
  const { grid } = made;

  it('is the same for the same history, and differs from one replay without the noise', () => {
    const once = replayDecisions(history, grid).inputs;
    expect(replayDecisions(history, grid).inputs).toEqual(once);
    const exact = replayDecisions(history, grid, { seeds: 0 }).inputs;
    expect(exact).toHaveLength(once.length);
    const differing = once.filter(
      (input, i) => input.heat !== exact[i]?.heat || input.vent !== exact[i]?.vent,
    );
    expect(differing.length).toBeGreaterThan(0);
    // Means of positions and shares: each within what one decision can give.
    for (const input of once)
      for (const v of [input.vent, input.screen, input.curtain, input.heat, input.fog]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
  }, 60_000);
});
