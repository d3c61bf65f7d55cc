/**
 * A fertigation centre's live state as a live query (app/live/query.ts): `fertigation/cmd
 * { action: 'status', fid }` on mount, on reconnect and on reload, then every ack and unsolicited
 * report on `fertigation/cmdack` (levels, EC/pH, a dry tank's stop, a refill) patched in; asked
 * again every 30 s for what changes without a report (an idle centre's levels).
 */
import type { FertCenterStatus } from '../../../protocol/live/fertigation.ts';
import { useLiveQuery, type LiveQueryResult } from '../../live/query';
import { applyStatusReport, statusOf } from './fert-view';

export function useFertStatus(fid: number | null): LiveQueryResult<FertCenterStatus> {
  return useLiveQuery(
    fid === null
      ? null
      : {
          topic: 'fertigation/cmd',
          confTyp: 'fertigation',
          method: 'cmd',
          para: { action: 'status', fid },
          parse: (answer) => statusOf(answer.data, fid),
          patch: (shown, report) => applyStatusReport(shown, report.data, fid),
          // An idle centre reports only changes of state; its levels are asked again now and then.
          refreshMs: 30_000,
        },
  );
}
