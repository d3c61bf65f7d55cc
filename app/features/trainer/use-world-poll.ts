// Polls the world's clock and the running scenario about once a second while the console is open.
import { useCallback, useEffect, useRef, useState } from 'react';
import { trainerApi, type TrainerApi } from './trainer-api';
import type { ClockState, ScenarioRun } from './trainer-schemas';

export const pollMs = 1000;

export type WorldPoll = {
  clock: ClockState | null;
  run: ScenarioRun | null;
  /** The last poll's failure, cleared by the next success. */
  error: string | null;
  /** Polls now (after a console action), without waiting for the next tick. */
  refresh: () => Promise<void>;
};

export function useWorldPoll(api: TrainerApi = trainerApi, everyMs = pollMs): WorldPoll {
  const [clock, setClock] = useState<ClockState | null>(null);
  const [run, setRun] = useState<ScenarioRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const [c, r] = await Promise.all([api.clock(), api.scenario()]);
      if (!alive.current) return;
      setClock(c);
      setRun(r);
      setError(null);
    } catch (e) {
      if (alive.current) setError((e as Error).message);
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
