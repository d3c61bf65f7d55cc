// EC and pH over a run: its start, live statuses appended in order, history joined in front.
import { describe, expect, it } from 'vitest';
import type { IrrigationStatus } from '../../../protocol/live/irrigation.ts';
import { fakeStatus } from './fake-status';
import { appendStatus, historyStep, joinRun, noRun, runOf } from './run-trend';

const t0 = 1_700_000_000_000;
const program = (over: Partial<IrrigationStatus> = {}): IrrigationStatus => ({
  state: 'running',
  pid: 1,
  vid: 4,
  valveIndex: 0,
  valveCount: 2,
  remainingS: 200,
  startedAt: t0 - 60_000,
  ...over,
});

describe('run trend', () => {
  it('knows the run by the centre’s program, and its start from the matching rotation program', () => {
    expect(runOf(fakeStatus({ pid: null }), program())).toBe(noRun);
    expect(runOf(fakeStatus(), program())).toEqual({ pid: 1, startedAt: t0 - 60_000 });
    expect(runOf(fakeStatus(), program({ pid: 2 }))).toEqual({ pid: 1, startedAt: null });
    expect(runOf(fakeStatus(), program({ state: 'idle' }))).toEqual({ pid: 1, startedAt: null });
  });

  it('appends newer statuses of the run and leaves out earlier, repeated or idle ones', () => {
    const run = { pid: 1, startedAt: t0 };
    let points = appendStatus({ ec: [], ph: [] }, fakeStatus({ ts: t0 - 1 }), run);
    expect(points.ec).toEqual([]);
    points = appendStatus(points, fakeStatus({ ts: t0 + 1000, ec: 1.2, ph: 6.5 }), run);
    points = appendStatus(points, fakeStatus({ ts: t0 + 2000, ec: 2.1, ph: 6.0 }), run);
    const again = appendStatus(points, fakeStatus({ ts: t0 + 2000 }), run);
    expect(again).toBe(points);
    expect(points.ec).toEqual([
      [t0 + 1000, 1.2],
      [t0 + 2000, 2.1],
    ]);
    expect(points.ph.map(([, v]) => v)).toEqual([6.5, 6.0]);
    expect(appendStatus(points, fakeStatus({ ts: t0 + 3000 }), noRun)).toBe(points);
  });

  it('puts the history before the first live point, without overlap', () => {
    const history = {
      ec: [[t0, 0.5] as const, [t0 + 1000, 1.0] as const, [t0 + 2000, 9] as const],
      ph: [[t0, 7] as const],
    };
    const live = { ec: [[t0 + 2000, 2.0] as const], ph: [[t0 + 2000, 6.0] as const] };
    expect(joinRun(history, live).ec.map(([, v]) => v)).toEqual([0.5, 1.0, 2.0]);
    expect(joinRun(history, live).ph.map(([, v]) => v)).toEqual([7, 6.0]);
    expect(joinRun(null, live)).toBe(live);
  });

  it('asks the history in steps of at least 5 s, about 240 points', () => {
    expect(historyStep(t0, t0 + 60_000)).toBe(5_000);
    expect(historyStep(t0, t0 + 4 * 3_600_000)).toBe(60_000);
  });
});
