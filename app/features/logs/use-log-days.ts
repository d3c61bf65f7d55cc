/**
 * The log entries of several controller-local days: one live query (`system/conf` log list) per day,
 * asked together (useLiveQueries), their answers gathered here. The controller does not report new log
 * entries, so today's list is asked again every 30 s and the screen offers a refresh.
 */
import type { LogEntry } from '../../../protocol/live/system.ts';
import { useLiveQueries, type LiveQuery, type LiveQueryResult, type LiveQueryState } from '../../live/query';

export const TODAY_REFRESH_MS = 30_000;
const DAY_LIMIT = 1000;

/** The log list of one day, of one kind or all. */
const dayQuery = (
  day: string,
  kind: LogEntry['kind'] | undefined,
  today: boolean,
): LiveQuery<LogEntry[], 'system/conf', 'log', 'list'> => ({
  topic: 'system/conf',
  confTyp: 'log',
  method: 'list',
  para: { date: day, ...(kind ? { kind } : {}), limit: DAY_LIMIT },
  parse: (ack) => ack.data,
  refreshMs: today ? TODAY_REFRESH_MS : undefined,
});

export type LogDays = {
  state: LiveQueryState;
  error: string | null;
  entries: LogEntry[];
  refreshing: boolean;
  reload: () => void;
};

export function useLogDays(
  days: readonly string[],
  kind: LogEntry['kind'] | undefined,
  today: string,
): LogDays {
  const shown = useLiveQueries(days.map((day) => dayQuery(day, kind, day === today)));
  const reload = () => shown.forEach((r) => r.reload());
  const entries = shown.flatMap((r) => r.data ?? []);
  return { entries, reload, ...combined(shown), refreshing: shown.some((r) => r.refreshing) };
}

/** Error first, then loading, then offline, else ready. */
function combined(shown: readonly LiveQueryResult<LogEntry[]>[]): {
  state: LiveQueryState;
  error: string | null;
} {
  if (shown.length === 0) return { state: 'idle', error: null };
  const failed = shown.find((r) => r.state === 'error');
  if (failed) return { state: 'error', error: failed.error };
  if (shown.some((r) => r.state === 'loading' || r.state === 'idle'))
    return { state: 'loading', error: null };
  if (shown.some((r) => r.state === 'offline')) return { state: 'offline', error: null };
  return { state: 'ready', error: shown.find((r) => r.error)?.error ?? null };
}
