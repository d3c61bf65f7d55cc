// The record and replay state, polled once a second while the panel is shown; actions refresh it at once.
// Only the newest answer is shown, and none asked while an action was under way: on a slow world an
// older answer arriving last would show the state before the action (a replay playing again after
// pause) beside controls that are already enabled, or a new state beside controls still disabled.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { keepEqual } from '../keep-equal';
import type { RecordingStatus, ReplayStatus, TraceInfo } from '../../../../protocol/sim-world';
import { worldApi, WorldApiError, type WorldApi } from '../world-api';

/** The world's own refusal, or 'unreachable' when it could not be asked. */
export const errorOf = (error: unknown) =>
  error instanceof WorldApiError && error.status !== 0 ? error.message : 'unreachable';

export type RecordingView = {
  recording?: RecordingStatus;
  replay?: ReplayStatus;
  traces?: TraceInfo[];
  /** The world's last refusal, or 'unreachable'. */
  error?: string;
  busy: boolean;
  run: (action: () => Promise<unknown>) => Promise<void>;
};

/** What the panel asks the world. */
export type RecordingApi = Pick<WorldApi, 'recording' | 'replay' | 'traces'>;

export function useRecording(api: RecordingApi = worldApi, pollMs = 1000): RecordingView {
  const [state, setShown] = useState<Omit<RecordingView, 'run' | 'busy'>>({});
  // A poll that brings nothing new sets no state: the panel re-renders only when the world changed,
  // in a transition (in slices, between the browser's other work).
  const shown = useRef(state);
  const setState = useCallback((change: (s: typeof state) => typeof state) => {
    const next = keepEqual(shown.current, change(shown.current));
    if (next === shown.current) return;
    shown.current = next;
    startTransition(() => setShown(next));
  }, []);
  const [busy, setBusy] = useState(false);
  /** Polls asked so far, the last one whose answer may no longer be shown, and an action under way. */
  const asked = useRef(0);
  const superseded = useRef(0);
  const acting = useRef(false);

  const refresh = useCallback(async () => {
    const poll = ++asked.current;
    const current = () => !acting.current && poll > superseded.current;
    try {
      const [recording, replay, traces] = await Promise.all([api.recording(), api.replay(), api.traces()]);
      if (!current()) return;
      superseded.current = poll;
      setState((s) => ({
        ...s,
        recording,
        replay,
        traces,
        error: s.error === 'unreachable' ? undefined : s.error,
      }));
    } catch (error) {
      if (!current()) return;
      superseded.current = poll;
      setState((s) => ({ ...s, error: errorOf(error) }));
    }
  }, [api, setState]);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), pollMs);
    return () => clearInterval(timer);
  }, [refresh, pollMs]);

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      acting.current = true;
      setBusy(true);
      try {
        await action();
        setState((s) => ({ ...s, error: undefined }));
      } catch (error) {
        setState((s) => ({ ...s, error: errorOf(error) }));
      } finally {
        acting.current = false;
        superseded.current = asked.current;
        setBusy(false);
        await refresh();
      }
    },
    [refresh, setState],
  );
  return { ...state, busy, run };
}

/** `m:ss` (or `h:mm:ss`) of a span of simulated time. */
export function formatSpan(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
