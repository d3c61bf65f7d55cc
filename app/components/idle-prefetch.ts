// Starts a lazy module's download once the page is idle after its first paint (what a screen
// shows only on a tap, such as the phone's menu, is not in its first load, and is there by the first tap).

type IdleScope = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  setTimeout: (run: () => void, ms: number) => unknown;
};

/** Calls `load` once, when the browser is idle (within `timeoutMs`), or after a short delay without idle callbacks. */
export function prefetchWhenIdle(
  load: () => Promise<unknown>,
  timeoutMs = 3000,
  scope: IdleScope = globalThis,
): void {
  const run = () => void load().catch(() => undefined);
  if (scope.requestIdleCallback) scope.requestIdleCallback(run, { timeout: timeoutMs });
  else scope.setTimeout(run, 200);
}
