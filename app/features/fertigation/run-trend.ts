/**
 * EC and pH over the current run, pure: when the run started, the live statuses appended as points,
 * and the sensor history from the run's start joined in front of them (the page opened mid-run).
 */
import type { FertCenterStatus } from '../../../protocol/live/fertigation.ts';
import type { IrrigationStatus } from '../../../protocol/live/irrigation.ts';
import type { Point } from '../../components/charts';

export type RunPoints = { ec: Point[]; ph: Point[] };
export type Run = {
  /** The running program (null: none runs). */
  pid: number | null;
  /** When it started (null: not known, e.g. a program the automation started). */
  startedAt: number | null;
};

/** Points kept per series (a 2-hour run at one status every 5 s). */
export const RUN_CAPACITY = 1500;

export const noRun: Run = { pid: null, startedAt: null };

/** The centre's run: its program, and the start the rotation program's status gives for it. */
export function runOf(status: FertCenterStatus | null, program: IrrigationStatus | null): Run {
  if (!status || status.pid === null) return noRun;
  const same = program && program.state !== 'idle' && program.pid === status.pid;
  return { pid: status.pid, startedAt: same ? program.startedAt : null };
}

/** The status's reading appended to the run's points (older or repeated statuses are left out). */
export function appendStatus(points: RunPoints, status: FertCenterStatus, run: Run): RunPoints {
  if (run.pid === null || (run.startedAt !== null && status.ts < run.startedAt)) return points;
  const last = points.ec.at(-1);
  if (last && last[0] >= status.ts) return points;
  return {
    ec: [...points.ec, [status.ts, status.ec] as const].slice(-RUN_CAPACITY),
    ph: [...points.ph, [status.ts, status.ph] as const].slice(-RUN_CAPACITY),
  };
}

/** The history's points before the first live point, then the live ones. */
export function joinRun(history: RunPoints | null, live: RunPoints): RunPoints {
  if (!history) return live;
  const first = live.ec[0]?.[0] ?? Infinity;
  const before = (points: readonly Point[]) => points.filter(([ts]) => ts < first);
  return { ec: [...before(history.ec), ...live.ec], ph: [...before(history.ph), ...live.ph] };
}

/** A step for the history of a run so far: about 240 points, at least 5 s apart. */
export function historyStep(from: number, to: number): number {
  return Math.max(5_000, Math.round((to - from) / 240 / 1000) * 1000);
}
