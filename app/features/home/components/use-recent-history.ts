/**
 * The last hour of some sensors (one history query per page and connection), to start their
 * sparklines with a line instead of waiting for live points. Failing is harmless: the sparklines
 * then start with the live points only, so a failure is not shown.
 */
import type { Point } from '../../../components/charts';
import { useLiveQuery } from '../../../live/query';
import { now } from '../../../lib/world-time';

const HOUR = 3_600_000;
const MAX_SIDS = 50;

export type RecentHistory = ReadonlyMap<number, readonly Point[]>;
const none: RecentHistory = new Map();

export function useRecentHistory(sids: readonly number[], spanMs = HOUR): RecentHistory {
  const list = [...new Set(sids)].slice(0, MAX_SIDS);
  const query = useLiveQuery(
    list.length === 0
      ? null
      : {
          topic: 'sensor/query/historyData',
          confTyp: 'sensor',
          method: 'history',
          key: `recent|${list.join(',')}|${spanMs}`,
          para: () => ({ sids: list, from: now() - spanMs, to: now(), step: 60_000 }),
          parse: (data): RecentHistory =>
            new Map(Object.entries(data.series).map(([sid, points]) => [Number(sid), points])),
        },
  );
  return query.data ?? none;
}
