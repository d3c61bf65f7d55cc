// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { now, onWorldTimeChange, refreshWorldTime, useNow } from './world-time';

// Unit tests run as a production build does: the browser's clock, no world clock asked.
describe('world time on the real clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 2, 1, 8));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is Date.now() and never asks /sim/world/clock', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(now()).toBe(Date.UTC(2026, 2, 1, 8));
    await refreshWorldTime();
    onWorldTimeChange(() => undefined)();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('useNow re-reads the time every period', () => {
    const { result } = renderHook(() => useNow(1000));
    expect(result.current).toBe(Date.UTC(2026, 2, 1, 8));
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current).toBe(Date.UTC(2026, 2, 1, 8, 0, 3));
  });
});
