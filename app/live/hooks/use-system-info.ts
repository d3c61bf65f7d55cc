/**
 * The selected controller's own record (`system/conf` query of confTyp `system`): name, firmware,
 * uptime, clock, time zone, open alarms. One live query shared by every screen that shows it; a
 * rename from elsewhere arrives as a report. Screens that show what changes by itself (uptime, the
 * alarm count) ask again every `refreshMs`.
 */
import type { SystemInfo } from '../../../protocol/live/system.ts';
import { useLiveQuery, type LiveQueryResult } from '../query.ts';

/** How often the screens that show uptime and the alarm count ask again. */
export const SYSTEM_REFRESH_MS = 30_000;

export function useSystemInfo(refreshMs?: number): LiveQueryResult<SystemInfo> {
  return useLiveQuery({
    topic: 'system/conf',
    confTyp: 'system',
    method: 'query',
    parse: (ack) => ack.data,
    patch: (_info, report) =>
      report.confTyp === 'system' &&
      (report.method === 'update' || report.method === 'query' || report.method === 'add')
        ? report.data
        : undefined,
    refreshMs,
  });
}
