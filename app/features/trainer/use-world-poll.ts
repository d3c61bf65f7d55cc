// The world's clock (the app's one clock poller, asked once a second while the console is open) and
// the running scenario, polled as often.
import { useCallback } from 'react';
import { useWorldClock } from '../../lib/world-time';
import { usePoll } from './use-poll';
import { worldApi, type WorldApi } from './world-api';
import type { ClockState, ScenarioRun } from '../../../protocol/sim-world';

export const scenarioPollMs = 1000;

export type WorldPoll = {
  clock: ClockState | null;
  run: ScenarioRun | null;
  /** The last poll's failure, cleared by the next success. */
  error: string | null;
  /** Polls now (after a console action), without waiting for the next tick. */
  refresh: () => Promise<void>;
};

export function useWorldPoll(api: WorldApi = worldApi, everyMs = scenarioPollMs): WorldPoll {
  const clock = useWorldClock(everyMs) ?? null;
  const ask = useCallback(() => api.scenario(), [api]);
  const { value: run, error, refresh } = usePoll(ask, everyMs);
  return { clock, run, error, refresh };
}
