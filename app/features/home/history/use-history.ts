/**
 * One history query: `sensor/query/historyData { sids, from, to, step }`, answered on
 * `sensor/historyData` as `{ qryId, series }`. Answers the controller deflated above 16 KiB arrive
 * already inflated (the live layer's codec). Re-asked when the query or the base changes, or on retry.
 */
import { useCallback, useEffect, useState } from 'react';
import type { HistoryData } from '../../../../protocol/live/sensor.ts';
import { request } from '../../../live';
import { liveErrorText } from '../../../live/hooks/error-text';
import type { LoadState } from '../../../live/query';
import { useConnectionStore } from '../../../stores/connection-store';
import type { Window } from './ranges';

export type HistoryQueryInput = { sids: readonly number[]; window: Window };

export type HistoryResult = {
  state: LoadState | 'idle';
  series: HistoryData['series'];
  /** The controller's note, e.g. "unknown sensors 12". */
  msg: string | null;
  error: string | null;
  retry(): void;
};

type Answer = { key: string; series: HistoryData['series']; msg: string | null; error: string | null };

export const historyKey = (base: string | null, input: HistoryQueryInput | null, attempt: number) =>
  input
    ? `${base ?? ''}|${input.sids.join(',')}|${input.window.from}|${input.window.to}|${input.window.step}|${attempt}`
    : '';

export function useHistory(input: HistoryQueryInput | null): HistoryResult {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = historyKey(base, input, attempt);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  useEffect(() => {
    if (!input || status !== 1 || !base) return;
    let live = true;
    const { sids, window } = input;
    request('sensor/query/historyData', 'sensor', 'history', { sids: [...sids], ...window })
      .then((data) => {
        if (!live) return;
        if (data.code !== 0) throw new Error(data.msg ?? `code ${data.code}`);
        setAnswer({
          key,
          series: data.series,
          msg: data.msg && data.msg !== 'ok' ? data.msg : null,
          error: null,
        });
      })
      .catch((e: unknown) => {
        if (live) setAnswer({ key, series: {}, msg: null, error: liveErrorText(e) });
      });
    return () => {
      live = false;
    };
    // `key` names the input, the base and the attempt: the query runs again exactly when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, status]);

  const current = answer?.key === key ? answer : null;
  const state: HistoryResult['state'] = !input
    ? 'idle'
    : current
      ? current.error
        ? 'error'
        : 'ready'
      : status !== 1 || !base
        ? 'offline'
        : 'loading';
  return {
    state,
    series: current?.series ?? {},
    msg: current?.msg ?? null,
    error: current?.error ?? null,
    retry,
  };
}
