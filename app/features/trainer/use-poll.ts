// The console's one poller: asks at once, then every `everyMs` while mounted; `refresh` asks now (after
// an action). Only the latest ask's answer counts: an older one that comes back later is dropped, as is
// any answer after unmount. A tick while an ask is still out waits for the next one. An answer equal to
// the last one sets no state (the console re-renders only for news), and a changed one keeps its
// unchanged parts (keep-equal.ts). A new answer renders in a transition, which React renders in slices
// between the browser's other work (the first answers open most of the console at once).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { keepEqual } from './keep-equal';

export type Poll<T> = {
  value: T | null;
  /** The last ask's failure, cleared by the next success. */
  error: string | null;
  /** Asks now, without waiting for the next tick. */
  refresh: () => Promise<void>;
};

export function usePoll<T>(ask: () => Promise<T>, everyMs: number): Poll<T> {
  const [value, setValue] = useState<T | null>(null);
  const shown = useRef<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const failed = useRef<string | null>(null);
  // Only a change sets state: a setter called with the same value may still render once more.
  const fail = useCallback((message: string | null) => {
    if (failed.current === message) return;
    failed.current = message;
    setError(message);
  }, []);
  const alive = useRef(true);
  const latest = useRef(0);
  const out = useRef(0);

  const refresh = useCallback(async () => {
    const n = ++latest.current;
    out.current++;
    try {
      const next = await ask();
      if (!alive.current || n !== latest.current) return;
      const shared = keepEqual(shown.current, next);
      if (shared !== shown.current) {
        shown.current = shared;
        startTransition(() => setValue(() => shared));
      }
      fail(null);
    } catch (e) {
      if (alive.current && n === latest.current) fail(e instanceof Error ? e.message : String(e));
    } finally {
      out.current--;
    }
  }, [ask, fail]);

  useEffect(() => {
    alive.current = true;
    const first = setTimeout(() => void refresh(), 0);
    const timer = setInterval(() => {
      if (out.current === 0) void refresh();
    }, everyMs);
    return () => {
      alive.current = false;
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [refresh, everyMs]);

  return { value, error, refresh };
}
