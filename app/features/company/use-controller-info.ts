// The selected controller's own record (`system` query): name, time zone, firmware; asked every 30 s.
import { systemInfo, type SystemInfo } from '../../../protocol/live/system.ts';
import { useLiveQuery, type LiveQueryResult } from '../../live/query';

export const CONTROLLER_REFRESH_MS = 30_000;

export function useControllerInfo(): LiveQueryResult<SystemInfo> {
  return useLiveQuery({
    topic: 'system/conf',
    confTyp: 'system',
    method: 'query',
    parse: (ack) => systemInfo.parse(ack.data),
    patch: (_info, report) => {
      const parsed = systemInfo.safeParse(report.data);
      return parsed.success ? parsed.data : undefined;
    },
    refreshMs: CONTROLLER_REFRESH_MS,
  });
}
