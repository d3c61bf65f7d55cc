// The running scenario, polled once a second while the console is open (the clock panel follows the
// world clock itself: clock-panel.tsx).
import { useCallback } from 'react';
import { usePoll } from './use-poll';
import { worldApi, type WorldApi } from './world-api';
import type { ScenarioRun } from '../../../protocol/sim-world';

export const scenarioPollMs = 1000;

export type ScenarioRunPoll = {
  /** Null until the first answer. */
  run: ScenarioRun | null;
  /** The last poll's failure, cleared by the next success. */
  error: string | null;
  /** Polls now (after a console action), without waiting for the next tick. */
  refresh: () => Promise<void>;
};

export function useScenarioRun(api: WorldApi = worldApi, everyMs = scenarioPollMs): ScenarioRunPoll {
  const ask = useCallback(() => api.scenario(), [api]);
  const { value: run, error, refresh } = usePoll(ask, everyMs);
  return { run, error, refresh };
}
