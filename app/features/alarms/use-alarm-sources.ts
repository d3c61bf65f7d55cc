// The records an alarm's source is looked up in (sensors, rules, irrigation alarms, actuators, network, centres).
import { useMemo } from 'react';
import type { AlarmRecord } from '../../../protocol/live/system.ts';
import { useLiveList } from '../../live/query';
import { alarmSource, type AlarmSource } from './alarm-source';

/** `sourceOf(alarm)` over the current records. */
export function useAlarmSources(): (alarm: AlarmRecord) => AlarmSource {
  const sensors = useLiveList('sensor').items;
  const alarmRules = useLiveList('alarmRule').items;
  const irrigateAlarms = useLiveList('irrigateAlarm').items;
  const actuators = useLiveList('actuator').items;
  const network = useLiveList('network').items;
  const fertCenters = useLiveList('fertCenter').items;
  return useMemo(() => {
    const records = { sensors, alarmRules, irrigateAlarms, actuators, network, fertCenters };
    return (alarm: AlarmRecord) => alarmSource(alarm, records);
  }, [sensors, alarmRules, irrigateAlarms, actuators, network, fertCenters]);
}
