// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPaint } from './use-after-paint';

describe('useAfterPaint', () => {
  it('turns true in the task after the next frame, not before the frame', async () => {
    const frames: (() => void)[] = [];
    const scope = {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      cancelAnimationFrame: () => {},
    };
    const { result } = renderHook(() => useAfterPaint(scope));
    expect(frames).toHaveLength(1);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current).toBe(false);
    act(() => frames[0]!());
    await waitFor(() => expect(result.current).toBe(true));
    expect(frames).toHaveLength(1);
  });

  it('cancels its frame when unmounted', () => {
    const frames: (() => void)[] = [];
    let cancelled = 0;
    const scope = {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      cancelAnimationFrame: () => void (cancelled += 1),
    };
    const { unmount } = renderHook(() => useAfterPaint(scope));
    unmount();
    expect(cancelled).toBe(1);
  });

  it('without frames (a worker, a test) turns true after a task', async () => {
    const { result } = renderHook(() => useAfterPaint({}));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
