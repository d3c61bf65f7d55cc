// The idle prefetch: waits for the browser's idle callback (or a short timer without one), loads once,
// and a failed load (offline) is left for the lazy component to retry when it is needed.
import { describe, expect, it, vi } from 'vitest';
import { prefetchWhenIdle } from './idle-prefetch';

describe('prefetchWhenIdle', () => {
  it('loads in the idle callback, within the timeout, and not before', () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((run: () => void) => ((idle = run), 1));
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load, 3000, { requestIdleCallback, setTimeout: vi.fn() });
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    expect(load).not.toHaveBeenCalled();
    idle!();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short timer where there is no idle callback', () => {
    const setTimeout = vi.fn();
    const load = vi.fn(() => Promise.resolve());
    prefetchWhenIdle(load, 3000, { setTimeout });
    expect(setTimeout).toHaveBeenCalledWith(expect.any(Function), 200);
    (setTimeout.mock.calls[0]![0] as () => void)();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed load', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const run = (fn: () => void) => (fn(), 1);
    expect(() =>
      prefetchWhenIdle(load, 3000, { requestIdleCallback: run, setTimeout: vi.fn() }),
    ).not.toThrow();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
