/**
 * The log entries of several controller-local days: one live query (`system/conf` log list) per day,
 * each in a small loader component (hooks cannot be called in a loop), their answers gathered here.
 * The controller does not report new log entries, so today's list is asked again every 30 s and the
 * screen offers a refresh.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { z } from '../../../protocol/zod-mini.ts';
import { logEntry, type LogEntry } from '../../../protocol/live/system.ts';
import { useLiveQuery, type LiveQueryResult, type LiveQueryState } from '../../live/query';

export const TODAY_REFRESH_MS = 30_000;
const DAY_LIMIT = 1000;
const answer = z.array(logEntry);

type DayResult = Pick<LiveQueryResult<LogEntry[]>, 'state' | 'data' | 'error' | 'refreshing' | 'reload'>;
type Report = (day: string, result: DayResult) => void;

function LogDayQuery(props: { day: string; kind?: LogEntry['kind']; today: boolean; onResult: Report }) {
  const { day, kind, today, onResult } = props;
  const q = useLiveQuery({
    topic: 'system/conf',
    confTyp: 'log',
    method: 'list',
    para: { date: day, ...(kind ? { kind } : {}), limit: DAY_LIMIT },
    parse: (ack) => answer.parse(ack.data),
    refreshMs: today ? TODAY_REFRESH_MS : undefined,
  });
  const { state, data, error, refreshing, reload } = q;
  useEffect(
    () => onResult(day, { state, data, error, refreshing, reload }),
    [day, state, data, error, refreshing, reload, onResult],
  );
  return null;
}

export type LogDays = {
  loaders: ReactNode;
  state: LiveQueryState;
  error: string | null;
  entries: LogEntry[];
  refreshing: boolean;
  reload(): void;
};

export function useLogDays(
  days: readonly string[],
  kind: LogEntry['kind'] | undefined,
  today: string,
): LogDays {
  const [results, setResults] = useState<Record<string, DayResult>>({});
  const onResult = useCallback<Report>((day, result) => setResults((r) => ({ ...r, [day]: result })), []);
  const shown = days.map((d) => results[d]);
  const reload = () => shown.forEach((r) => r?.reload());
  const entries = shown.flatMap((r) => r?.data ?? []);
  const loaders = days.map((day) => (
    <LogDayQuery
      key={`${day} ${kind ?? ''}`}
      day={day}
      kind={kind}
      today={day === today}
      onResult={onResult}
    />
  ));
  return { loaders, entries, reload, ...combined(shown), refreshing: shown.some((r) => r?.refreshing) };
}

/** Error first, then loading, then offline, else ready (a day not yet heard from is loading). */
function combined(shown: readonly (DayResult | undefined)[]): {
  state: LiveQueryState;
  error: string | null;
} {
  if (shown.length === 0) return { state: 'idle', error: null };
  const failed = shown.find((r) => r?.state === 'error');
  if (failed) return { state: 'error', error: failed.error };
  if (shown.some((r) => !r || r.state === 'loading' || r.state === 'idle'))
    return { state: 'loading', error: null };
  if (shown.some((r) => r?.state === 'offline')) return { state: 'offline', error: null };
  return { state: 'ready', error: shown.find((r) => r?.error)?.error ?? null };
}
