// The world's clock (the app's one clock poller, asked once a second while the console is open) and
// the running scenario, polled as often.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWorldClock } from '../../lib/world-time';
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
  const [run, setRun] = useState<ScenarioRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const r = await api.scenario();
      if (!alive.current) return;
      setRun(r);
      setError(null);
    } catch (e) {
      if (alive.current) setError(e instanceof Error ? e.message : String(e));
    } finally {
      inFlight.current = false;
    }
  }, [api]);

  useEffect(() => {
    alive.current = true;
    const first = setTimeout(() => void refresh(), 0);
    const timer = setInterval(() => void refresh(), everyMs);
    return () => {
      alive.current = false;
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [refresh, everyMs]);

  return { clock, run, error, refresh };
}
