/** Alarms raised and cleared by the world's evaluation, kept in the controller's alarm store. */
import type { AlarmEvaluation } from '../../../model/alarms/index.ts';
import type { Journal } from '../journal.ts';

/** The loop's `onAlarms` for a controller: opens and closes records in `journal`. */
export function journalAlarms(journal: Journal): (evaluation: AlarmEvaluation) => void {
  /** Alarm rule key (`sensor:<rid>`, `irrigation:<iid>`) → alid in the controller's store. */
  const alarmIds = new Map<string, number>();
  return (out) => {
    for (const record of out.cleared) {
      const key = `${record.source}:${record.refId}`;
      const alid = alarmIds.get(key);
      if (alid !== undefined) journal.close(alid);
      alarmIds.delete(key);
    }
    for (const record of out.raised) {
      const key = `${record.source}:${record.refId}`;
      const stored = journal.open(record.source, record.refId, record.severity, record.message);
      alarmIds.set(key, stored.alid);
    }
  };
}
