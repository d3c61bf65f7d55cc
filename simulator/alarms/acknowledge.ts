/** Acknowledging an alarm (`system/cmd` alarmAck): pure, separate from evaluation. */
import type { AlarmRecord } from '../../protocol/index.ts';
import type { AlarmState } from './alarm-state.ts';

export type AckResult = { state: AlarmState; record: AlarmRecord | null };

/**
 * Marks open alarm `alid` acknowledged; it stays open until its value recovers. `record: null` when
 * no open alarm has that id (a cleared one lives in the controller's store: see ackRecord).
 */
export function acknowledgeAlarm(state: AlarmState, alid: number): AckResult {
  for (const [key, alarm] of Object.entries(state.open)) {
    if (alarm.record.alid !== alid) continue;
    const record = ackRecord(alarm.record);
    return { state: { ...state, open: { ...state.open, [key]: { ...alarm, record } } }, record };
  }
  return { state, record: null };
}

/** A record marked acknowledged (for cleared alarms held elsewhere). */
export function ackRecord(record: AlarmRecord): AlarmRecord {
  return record.acked ? record : { ...record, acked: true };
}
