// @vitest-environment jsdom
// The recording panel's polls on a slow world: an answer older than the one shown, or asked while an
// action was under way, never replaces what the panel shows; a poll that brings nothing new renders nothing.
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ReplayStatus } from '../../../../protocol/sim-world';
import { useRecording, type RecordingApi } from './use-recording';

const replayIn = (phase: 'playing' | 'paused'): ReplayStatus => ({
  active: true,
  trace: 'farm-gh0001',
  base: 'farm/gh0001',
  phase,
  atMs: 5_000,
  durationMs: 25_000,
  messages: 40,
  restCalls: 0,
});

/** A world whose replay answers come when the test gives them, poll by poll. */
function slowWorld() {
  const answers: ((status: ReplayStatus) => void)[] = [];
  const api: RecordingApi = {
    recording: () => Promise.resolve({ recording: false }),
    traces: () => Promise.resolve([]),
    replay: () => new Promise<ReplayStatus>((resolve) => answers.push(resolve)),
  };
  const answer = async (poll: number, status: ReplayStatus) => {
    await waitFor(() => expect(answers.length).toBeGreaterThan(poll));
    await act(() => Promise.resolve(answers[poll]!(status)));
  };
  return { api, answer };
}

/** Polls only when asked (the first on mount, then one after each action). */
const noTimer = 3_600_000;

describe('useRecording', () => {
  it('keeps the state after an action when an answer asked before it arrives late', async () => {
    const world = slowWorld();
    const { result } = renderHook(() => useRecording(world.api, noTimer));
    let paused!: () => void;
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (paused = resolve)));
    });
    expect(result.current.busy).toBe(true);
    // The poll asked on mount answers while the pause is under way, with the replay still playing.
    await world.answer(0, replayIn('playing'));
    expect(result.current.replay).toBeUndefined();
    await act(() => Promise.resolve(paused()));
    expect(result.current.busy).toBe(false);
    await world.answer(1, replayIn('paused'));
    await act(() => running);
    expect(result.current.replay).toMatchObject({ phase: 'paused' });
  });

  it('shows the newest answer when an older one comes after it', async () => {
    const world = slowWorld();
    const { result } = renderHook(() => useRecording(world.api, noTimer));
    let running!: Promise<void>;
    act(() => {
      running = result.current.run(() => Promise.resolve());
    });
    // Poll 0 (on mount) is still on its way when poll 1 (after the action) answers.
    await world.answer(1, replayIn('paused'));
    await act(() => running);
    expect(result.current.replay).toMatchObject({ phase: 'paused' });
    await world.answer(0, replayIn('playing'));
    expect(result.current.replay).toMatchObject({ phase: 'paused' });
  });

  it('renders again only when an answer differs from the one shown', async () => {
    vi.useFakeTimers();
    try {
      let phase: 'playing' | 'paused' = 'playing';
      const api: RecordingApi = {
        recording: () => Promise.resolve({ recording: false }),
        traces: () => Promise.resolve([]),
        replay: () => Promise.resolve(replayIn(phase)),
      };
      let renders = 0;
      const { result } = renderHook(() => {
        renders++;
        return useRecording(api, 1000);
      });
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(result.current.replay).toMatchObject({ phase: 'playing' });
      const shown = result.current.replay;
      const before = renders;
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(renders).toBe(before);
      phase = 'paused';
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(renders).toBeGreaterThan(before);
      expect(result.current.replay).toMatchObject({ phase: 'paused' });
      expect(result.current.replay).not.toBe(shown);
    } finally {
      vi.useRealTimers();
    }
  });
});
