// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODE_COUNTDOWN_S, useCountdown } from './countdown';

describe('send-code countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is ready, then counts 60 s down once per second, then is ready again', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: CODE_COUNTDOWN_S, running: true });
    expect(CODE_COUNTDOWN_S).toBe(60);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.remaining).toBe(59);
    for (let i = 0; i < 58; i += 1) act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ remaining: 1, running: true });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current.remaining).toBe(0);
  });
});
