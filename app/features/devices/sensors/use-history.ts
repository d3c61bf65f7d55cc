/**
 * The last `rangeMs` of some sensors from the controller (`sensor/query/historyData`, answered on
 * `sensor/historyData`, deflated above 16 KiB): loads when connected, again on reload or base switch.
 */
import { useCallback, useEffect, useState } from 'react';
import type { HistoryData } from '../../../../protocol/live/sensor.ts';
import { request } from '../../../live';
import { liveErrorText } from '../../../live/hooks/error-text.ts';
import type { LoadState } from '../../../live/query.ts';
import { useConnectionStore } from '../../../stores/connection-store.ts';
import type { Point } from '../../../components/charts';

export const DAY_MS = 86_400_000;
/** 5-minute buckets: 288 points per sensor for a day. */
export const DAY_STEP_MS = 300_000;

export type History = {
  state: LoadState;
  /** Points per sid, oldest first ([] for a sensor with none). */
  series: ReadonlyMap<number, readonly Point[]>;
  error: string | null;
  reload(): void;
};

const none: ReadonlyMap<number, readonly Point[]> = new Map();
/** The points of a sensor with none (one shared array, so memoised charts stay put). */
export const noPoints: readonly Point[] = [];

/** The answer's series by sid; a history answer with a non-zero code is an error. */
export function seriesOf(answer: HistoryData, sids: readonly number[]): Map<number, Point[]> {
  return new Map(sids.map((sid) => [sid, answer.series[String(sid)] ?? []]));
}

export function useHistory(sids: readonly number[], rangeMs = DAY_MS, stepMs = DAY_STEP_MS): History {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const ids = sids.join(',');
  // The base is part of the key: every base numbers its sensors from 1.
  const key = `${base ?? ''}|${ids}`;
  const [result, setResult] = useState<{
    key: string;
    state: LoadState;
    series: typeof none;
    error: string | null;
  }>({ key: '', state: 'loading', series: none, error: null });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (status !== 1 || !base || ids === '') return;
    let live = true;
    const sidList = ids.split(',').map(Number);
    const to = Date.now();
    request('sensor/query/historyData', 'sensor', 'history', {
      sids: sidList,
      from: to - rangeMs,
      to,
      step: stepMs,
    })
      .then((answer) => {
        if (live) setResult({ key, state: 'ready', series: seriesOf(answer, sidList), error: null });
      })
      .catch((e: unknown) => {
        if (live) setResult({ key, state: 'error', series: none, error: liveErrorText(e) });
      });
    return () => {
      live = false;
    };
  }, [key, ids, status, base, rangeMs, stepMs, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const current = result.key === key ? result : { state: 'loading' as const, series: none, error: null };
  const offline = (status !== 1 || !base) && current.state !== 'ready';
  return { state: offline ? 'offline' : current.state, series: current.series, error: current.error, reload };
}
