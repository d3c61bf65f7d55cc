/**
 * The last `rangeMs` of some sensors from the controller (`sensor/query/historyData`, answered on
 * `sensor/historyData`, deflated above 16 KiB), as a live query (app/live/query.ts): loads when
 * connected, again on reload or base switch.
 */
import type { HistoryData } from '../../../../protocol/live/sensor.ts';
import type { Point } from '../../../components/charts/series';
import { useLiveQuery, type LoadState } from '../../../live/query.ts';
import { now } from '../../../lib/world-time';

export const DAY_MS = 86_400_000;
/** 5-minute buckets: 288 points per sensor for a day. */
export const DAY_STEP_MS = 300_000;

export type SensorHistory = {
  state: LoadState;
  /** Points per sid, oldest first ([] for a sensor with none). */
  series: ReadonlyMap<number, readonly Point[]>;
  error: string | null;
  reload: () => void;
};

const none: ReadonlyMap<number, readonly Point[]> = new Map();
/** The points of a sensor with none (one shared array, so memoised charts stay put). */
export const noPoints: readonly Point[] = [];

/** The answer's series by sid; a history answer with a non-zero code is an error. */
export function seriesOf(answer: HistoryData, sids: readonly number[]): Map<number, Point[]> {
  return new Map(sids.map((sid) => [sid, answer.series[String(sid)] ?? []]));
}

export function useSensorHistory(
  sids: readonly number[],
  rangeMs = DAY_MS,
  stepMs = DAY_STEP_MS,
): SensorHistory {
  const ids = sids.join(',');
  const query = useLiveQuery(
    ids === ''
      ? null
      : {
          topic: 'sensor/query/historyData',
          confTyp: 'sensor',
          method: 'history',
          key: `last|${ids}|${rangeMs}|${stepMs}`,
          para: () => {
            const to = now();
            return { sids: ids.split(',').map(Number), from: to - rangeMs, to, step: stepMs };
          },
          parse: (answer) => seriesOf(answer, ids.split(',').map(Number)),
        },
  );
  // No sensors: nothing to ask, so nothing to wait for but the list of sensors ('loading').
  const state = query.state === 'idle' ? 'loading' : query.state;
  return { state, series: query.data ?? none, error: query.error, reload: query.reload };
}
