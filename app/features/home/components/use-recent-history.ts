/**
 * The last hour of some sensors (one history query per page and connection), to start their
 * sparklines with a line instead of waiting for live points. Failing is harmless: the sparklines
 * then start with the live points only, so a failure is not shown.
 */
import { useEffect, useState } from 'react';
import type { Point } from '../../../components/charts';
import { request } from '../../../live';
import { useConnectionStore } from '../../../stores/connection-store';

const HOUR = 3_600_000;
const MAX_SIDS = 50;

export type RecentHistory = ReadonlyMap<number, readonly Point[]>;
const none: RecentHistory = new Map();

export function useRecentHistory(sids: readonly number[], spanMs = HOUR): RecentHistory {
  const status = useConnectionStore((s) => s.status);
  const base = useConnectionStore((s) => s.base);
  const key = `${base ?? ''}|${[...new Set(sids)].slice(0, MAX_SIDS).join(',')}`;
  const [answer, setAnswer] = useState<{ key: string; series: RecentHistory }>({ key: '', series: none });

  useEffect(() => {
    const list = key.split('|')[1] ?? '';
    if (status !== 1 || list === '') return;
    let live = true;
    const to = Date.now();
    const para = { sids: list.split(',').map(Number), from: to - spanMs, to, step: 60_000 };
    request('sensor/query/historyData', 'sensor', 'history', para)
      .then((data) => {
        const series = new Map(Object.entries(data.series).map(([sid, points]) => [Number(sid), points]));
        if (live) setAnswer({ key, series });
      })
      .catch(() => undefined); // see the header: the live points still come
    return () => {
      live = false;
    };
  }, [key, status, spanMs]);

  return answer.key === key ? answer.series : none;
}
