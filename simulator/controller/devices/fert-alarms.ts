/** The centre's alarms: a dry stock tank (critical) and a clogged filter, open while the cause lasts. */
import type { FertCenter, FertStopReason } from '../../../protocol/index.ts';
import type { Journal } from '../journal.ts';

const reasons: FertStopReason[] = ['tankEmpty', 'filterClogged'];

export function createFertAlarms(journal: Journal) {
  /** `<fid>:<reason>` → alid of the open record (source fertigation, refId = fid). */
  const open = new Map<string, number>();
  const messageOf = (c: FertCenter, reason: FertStopReason, tank: string | null) =>
    reason === 'tankEmpty'
      ? `${c.name} ${tank ?? ''}已空，停止施肥 (stock tank empty, dosing stopped)`
      : `${c.name} 过滤器堵塞，停止施肥 (filter clogged, dosing stopped)`;
  return {
    update(c: FertCenter, stop: { reason: FertStopReason | null; tank: string | null }) {
      for (const reason of reasons) {
        const key = `${c.fid}:${reason}`;
        const alid = open.get(key);
        if (stop.reason === reason && alid === undefined) {
          const severity = reason === 'tankEmpty' ? 'critical' : 'warning';
          open.set(key, journal.open('fertigation', c.fid, severity, messageOf(c, reason, stop.tank)).alid);
        } else if (stop.reason !== reason && alid !== undefined) {
          journal.close(alid);
          open.delete(key);
        }
      }
    },
  };
}
