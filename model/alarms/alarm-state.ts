/** Alarm memory: pending conditions with the time they began, open alarms, the next alid. */
import type { AlarmRecord, AlarmRule, IrrigateAlarm } from '../../protocol/index.ts';

export type Side = 'high' | 'low';

/** A condition seen beyond a threshold since `since`, not yet for long enough. */
export type Watch = { side: Side; since: number };

export type OpenAlarm = { record: AlarmRecord; side: Side };

export type AlarmState = {
  nextAlid: number;
  /** By key: `sensor:<rid>` or `irrigation:<iid>`. */
  watches: Record<string, Watch>;
  open: Record<string, OpenAlarm>;
};

export type AlarmRules = { alarmRule: readonly AlarmRule[]; irrigateAlarm: readonly IrrigateAlarm[] };

/** What the alarms look at: good sensor values by sid and the irrigation line while it runs. */
export type AlarmReadings = {
  sensors: Readonly<Record<number, number | undefined>>;
  irrigation?: { active: boolean; flow?: number; ec?: number; ph?: number; pressure?: number };
  /** Sensor names for messages (sid → name). */
  names?: Readonly<Record<number, string>>;
};

export type AlarmEvaluation = { state: AlarmState; raised: AlarmRecord[]; cleared: AlarmRecord[] };

/** `firstAlid`: the controller's next free alarm id (alarms it already holds keep theirs). */
export function initialAlarmState(firstAlid = 1): AlarmState {
  return { nextAlid: firstAlid, watches: {}, open: {} };
}

/** Number of open alarms (what reaches the app as the open-alarm count). */
export function openAlarmCount(state: AlarmState): number {
  return Object.keys(state.open).length;
}
