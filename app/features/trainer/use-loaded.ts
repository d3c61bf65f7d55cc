// Loads a list once (the scenario library, the event catalogue) with loading, error and retry. The
// answer renders in a transition (in slices, between the browser's other work).
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';

export type Loaded<T> =
  { state: 'loading' } | { state: 'error'; error: string; retry: () => void } | { state: 'ready'; value: T };

type Settled<T> = { attempt: number; ok: true; value: T } | { attempt: number; ok: false; error: string };

export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let alive = true;
    load().then(
      (value) => alive && startTransition(() => setSettled({ attempt, ok: true, value })),
      (e: Error) => alive && startTransition(() => setSettled({ attempt, ok: false, error: e.message })),
    );
    return () => {
      alive = false;
    };
  }, [load, attempt]);
  // A retry shows loading again until its own answer arrives. One object per outcome, so a memoized
  // panel that takes it renders again only when it changed.
  return useMemo((): Loaded<T> => {
    if (settled === null || settled.attempt !== attempt) return { state: 'loading' };
    return settled.ok
      ? { state: 'ready', value: settled.value }
      : { state: 'error', error: settled.error, retry };
  }, [settled, attempt, retry]);
}
