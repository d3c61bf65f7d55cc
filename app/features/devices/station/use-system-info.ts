/**
 * The selected controller's own record (`system/conf` query of confTyp `system`): firmware, uptime,
 * clock, timezone, open alarms. A live query (app/live/query.ts) asked on mount, on a base switch or
 * reconnect, and every 30 s while shown, so uptime and the alarm count stay current; a rename from
 * elsewhere arrives as a report.
 */
import { systemInfo, type SystemInfo } from '../../../../protocol/live/system.ts';
import { useLiveQuery, type LoadState } from '../../../live/query';

export const SYSTEM_REFRESH_MS = 30_000;

export type SystemInfoState = {
  state: LoadState;
  info: SystemInfo | null;
  /** Local time the answer arrived (uptime is counted from it). */
  receivedAt: number;
  error: string | null;
  reload(): void;
};

export function useSystemInfo(): SystemInfoState {
  const query = useLiveQuery({
    topic: 'system/conf',
    confTyp: 'system',
    method: 'query',
    parse: (ack) => systemInfo.parse(ack.data),
    patch: (_info, report) => {
      const parsed = systemInfo.safeParse(report.data);
      return parsed.success ? parsed.data : undefined;
    },
    refreshMs: SYSTEM_REFRESH_MS,
  });
  // The latest attempt decides: a controller that stopped answering is an error, older info still shown.
  const state = query.error ? 'error' : query.state === 'idle' ? 'loading' : query.state;
  return { state, info: query.data, receivedAt: query.receivedAt, error: query.error, reload: query.reload };
}
