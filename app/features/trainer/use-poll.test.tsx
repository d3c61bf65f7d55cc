// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePoll } from './use-poll';

/** Asks that the test answers one by one, in any order. */
function answers() {
  const pending: { resolve: (v: number) => void; reject: (e: Error) => void }[] = [];
  const ask = vi.fn(() => new Promise<number>((resolve, reject) => pending.push({ resolve, reject })));
  return { ask, pending };
}

/** Answers an ask and lets the hook take the answer in. */
const answered = (answer: () => void) =>
  act(() => {
    answer();
    return vi.advanceTimersByTimeAsync(0);
  });

describe('usePoll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once and on every tick, keeps a failure until the next success', async () => {
    const { ask, pending } = answers();
    const { result } = renderHook(() => usePoll(ask, 1000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(ask).toHaveBeenCalledTimes(1);
    await answered(() => pending[0]!.resolve(1));
    expect(result.current.value).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await answered(() => pending[1]!.reject(new Error('world unreachable')));
    expect(result.current).toMatchObject({ value: 1, error: 'world unreachable' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await answered(() => pending[2]!.resolve(3));
    expect(result.current).toMatchObject({ value: 3, error: null });
  });

  it('lets a tick pass while an ask is out, and drops an answer older than the latest', async () => {
    const { ask, pending } = answers();
    const { result } = renderHook(() => usePoll(ask, 1000));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(ask).toHaveBeenCalledTimes(1);
    let refreshed: Promise<void> = Promise.resolve();
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(ask).toHaveBeenCalledTimes(2);
    await answered(() => pending[1]!.resolve(2));
    await refreshed;
    await answered(() => pending[0]!.resolve(1));
    expect(result.current.value).toBe(2);
  });

  it('renders again only when an answer brings something new, keeping its unchanged parts', async () => {
    const answersInOrder = [
      { at: 1, steps: [{ index: 0 }] },
      { at: 1, steps: [{ index: 0 }] },
      { at: 2, steps: [{ index: 0 }] },
    ];
    let asked = 0;
    const ask = vi.fn(() => Promise.resolve(answersInOrder[asked++]!));
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return usePoll(ask, 1000);
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const first = result.current.value;
    expect(first).toEqual({ at: 1, steps: [{ index: 0 }] });
    const rendersAfterFirst = renders;
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(ask).toHaveBeenCalledTimes(2);
    expect(renders).toBe(rendersAfterFirst);
    expect(result.current.value).toBe(first);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(renders).toBeGreaterThan(rendersAfterFirst);
    expect(result.current.value).toEqual({ at: 2, steps: [{ index: 0 }] });
    expect(result.current.value?.steps).toBe(first?.steps);
  });

  it('drops what comes back after unmount', async () => {
    const { ask, pending } = answers();
    const { result, unmount } = renderHook(() => usePoll(ask, 1000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    unmount();
    await answered(() => pending[0]!.resolve(1));
    expect(result.current.value).toBeNull();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ask).toHaveBeenCalledTimes(1);
  });
});
