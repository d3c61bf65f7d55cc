// A history across a clock change: each day's decisions are replayed on the clock the farm kept
// that day (the controller's day and night set points follow the farm's wall clock).
import { describe, expect, it } from 'vitest';
import { gridOf } from '../../../model/calibration/index.ts';
import { replayDecisions, replayStepS } from '../../../model/calibration/replay.ts';
import { fallbackCalibration } from '../../../protocol/index.ts';
import { simulatedHistory } from './simulated-history.ts';

describe('a replayed history across a clock change', () => {
  it("keeps the old clock's decisions before the change and moves them after it", () => {
    const history = simulatedHistory({ params: fallbackCalibration, days: 3, noise: false });
    const made = gridOf(history);
    if (!made.ok) throw new Error(made.refusal.message);
    const { grid } = made;
    // The clocks go forward an hour at 18:00 UTC on the second day (02:00 on the farm at UTC+8).
    const change = grid.start + 86_400_000 + 2 * 3_600_000;
    const moved = {
      ...history,
      offsets: [
        { from: grid.start, utcOffsetMin: history.utcOffsetMin },
        { from: change, utcOffsetMin: history.utcOffsetMin + 60 },
      ],
    };
    const kept = replayDecisions(history, grid).inputs;
    const replayed = replayDecisions(moved, grid).inputs;
    const before = Math.floor((change - grid.start) / 1000 / replayStepS);
    expect(replayed.slice(0, before)).toEqual(kept.slice(0, before));
    const differing = replayed.slice(before).filter((input, i) => {
      const other = kept[before + i];
      return other !== undefined && (input.heat !== other.heat || input.vent !== other.vent);
    });
    // The morning's switch to the day set points comes an hour earlier on the new clock.
    expect(differing.length).toBeGreaterThan(0);
  });
});
