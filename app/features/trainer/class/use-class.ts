// The class and its board, asked of the world every two seconds while the class panel is open.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClassState } from '../../../../protocol/sim-class';
import type { WorldApi } from '../world-api';

export const classPollMs = 2000;

export function useClass(api: WorldApi, everyMs = classPollMs) {
  const [state, setState] = useState<ClassState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  const refresh = useCallback(async () => {
    try {
      const next = await api.classState();
      if (!alive.current) return;
      setState(next);
      setError(null);
    } catch (e) {
      if (alive.current) setError((e as Error).message);
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
  return { state, error, refresh };
}
