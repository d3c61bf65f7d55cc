// True once `ready` and the browser has been idle since (or `timeoutMs` passed): the console mounts the
// panels below the fold (class, recording) after the panels on screen have painted, not in the same task.
import { startTransition, useEffect, useState } from 'react';

type IdleScope = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export function useWhenIdle(ready: boolean, timeoutMs = 1000, scope: IdleScope = globalThis): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    const done = () => startTransition(() => setIdle(true));
    if (scope.requestIdleCallback && scope.cancelIdleCallback) {
      const handle = scope.requestIdleCallback(done, { timeout: timeoutMs });
      return () => scope.cancelIdleCallback?.(handle);
    }
    // Safari has no idle callbacks: a short delay lets the first panels paint.
    const timer = setTimeout(done, 200);
    return () => clearTimeout(timer);
  }, [ready, idle, timeoutMs, scope]);
  return idle;
}
