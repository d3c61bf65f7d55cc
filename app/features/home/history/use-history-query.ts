/**
 * The history page's query: `sensor/query/historyData { sids, from, to, step }`, answered on
 * `sensor/historyData` as `{ qryId, series }`, as a live query (app/live/query.ts). Answers the
 * controller deflated above 16 KiB arrive already inflated (the live layer's codec). Asked again
 * when the query or the base changes, or on retry.
 */
import type { HistoryData } from '../../../../protocol/live/sensor.ts';
import { useLiveQuery, type LiveQueryState } from '../../../live/query';
import type { Window } from './ranges';

export type HistoryQueryInput = { sids: readonly number[]; window: Window };

export type HistoryResult = {
  state: LiveQueryState;
  series: HistoryData['series'];
  /** The controller's note, e.g. "unknown sensors 12". */
  msg: string | null;
  error: string | null;
  retry: () => void;
};

const noSeries: HistoryData['series'] = {};

export function useHistoryQuery(input: HistoryQueryInput | null): HistoryResult {
  const query = useLiveQuery(
    input === null
      ? null
      : {
          topic: 'sensor/query/historyData',
          confTyp: 'sensor',
          method: 'history',
          para: { sids: [...input.sids], ...input.window },
          // A non-zero code never gets here: the request rejects with it.
          parse: (data) => ({ series: data.series, msg: data.msg && data.msg !== 'ok' ? data.msg : null }),
        },
  );
  // A failed ask shows its error, not an older window's series.
  const shown = query.error ? null : query.data;
  return {
    state: query.error && query.state === 'ready' ? 'error' : query.state,
    series: shown?.series ?? noSeries,
    msg: shown?.msg ?? null,
    error: query.error,
    retry: query.reload,
  };
}
