/**
 * A trainee's exercise: the `trainee` expectations of a scenario judged on one trainee's actions
 * (trainee-actions.ts): met by the first accepted action inside its window, missed once the window
 * has passed without one, pending until then.
 */
import type { ExerciseResult } from '../../protocol/sim-class.ts';
import type { TraineeDoes } from '../../scenarios/expectations.ts';
import type { DoneAction } from './trainee-actions.ts';

/** One trainee expectation with its window in ms since the exercise start. */
export type TraineeExpectation = { id: string; from: number; to: number; does: TraineeDoes };

/** True when `action` is what `does` asks for. */
export function fulfils(does: TraineeDoes, action: DoneAction): boolean {
  switch (does.action) {
    case 'auto':
      return action.kind === 'auto' && (does.aid === undefined || action.aid === does.aid);
    case 'alarmAck':
      return action.kind === 'alarmAck';
    case 'strategy':
      return (
        action.kind === 'strategy' &&
        action.enabled === does.enabled &&
        (does.stid === undefined || action.stid === does.stid)
      );
    case 'setpoint': {
      const value = action.params?.[does.field];
      return (
        action.kind === 'strategy' &&
        (does.stid === undefined || action.stid === does.stid) &&
        typeof value === 'number' &&
        value >= does.gte
      );
    }
  }
}

/** The results at `now` of an exercise started at `startedAt`, from one trainee's accepted actions. */
export function judgeExercise(
  expectations: readonly TraineeExpectation[],
  actions: readonly DoneAction[],
  startedAt: number,
  now: number,
): ExerciseResult[] {
  return expectations.map((e) => {
    const hit = actions.find(
      (a) => a.at >= startedAt + e.from && a.at <= startedAt + e.to && fulfils(e.does, a),
    );
    if (hit) return { id: e.id, state: 'met', tookMs: hit.at - (startedAt + e.from) };
    return { id: e.id, state: now > startedAt + e.to ? 'missed' : 'pending', tookMs: null };
  });
}
