// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWhenIdle } from './use-when-idle';

describe('useWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for ready, then for the idle callback', () => {
    const idle: (() => void)[] = [];
    const scope = {
      requestIdleCallback: (run: () => void) => idle.push(run),
      cancelIdleCallback: () => undefined,
    };
    const { result, rerender } = renderHook(({ ready }) => useWhenIdle(ready, 1000, scope), {
      initialProps: { ready: false },
    });
    expect(idle).toHaveLength(0);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(1);
    act(() => idle[0]!());
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('falls back to a short delay without idle callbacks', () => {
    const { result } = renderHook(() => useWhenIdle(true, 1000, {}));
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});
