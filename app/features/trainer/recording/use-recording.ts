// The record and replay state, polled once a second while the panel is shown; actions refresh it at once.
import { useCallback, useEffect, useState } from 'react';
import type { RecordingStatus, ReplayStatus, TraceInfo } from '../../../../protocol/sim-world';
import { worldApi, WorldApiError } from '../world-api';

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

export function useRecording(pollMs = 1000): RecordingView {
  const [state, setState] = useState<Omit<RecordingView, 'run' | 'busy'>>({});
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      const [recording, replay, traces] = await Promise.all([
        worldApi.recording(),
        worldApi.replay(),
        worldApi.traces(),
      ]);
      setState((s) => ({
        ...s,
        recording,
        replay,
        traces,
        error: s.error === 'unreachable' ? undefined : s.error,
      }));
    } catch (error) {
      setState((s) => ({ ...s, error: errorOf(error) }));
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), pollMs);
    return () => clearInterval(timer);
  }, [refresh, pollMs]);

  const run = useCallback(
    async (action: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await action();
        setState((s) => ({ ...s, error: undefined }));
      } catch (error) {
        setState((s) => ({ ...s, error: errorOf(error) }));
      } finally {
        setBusy(false);
        await refresh();
      }
    },
    [refresh],
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
