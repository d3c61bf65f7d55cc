/**
 * The open alarms of the selected base that nobody has acknowledged yet: what the header's bell
 * counts on every screen. Read through the live list of `alarm` records, which follows the
 * controller's unsolicited add/update reports, so a new or acknowledged alarm shows at once.
 */
import type { AlarmRecord } from '../../protocol/live/system.ts';
import { useLiveList } from './query.ts';

/** Open and not acknowledged. */
export const isUnattended = (alarm: AlarmRecord): boolean => alarm.state === 'open' && !alarm.acked;

/** How many alarms need attention (0 until the list is in). */
export function useOpenAlarmCount(): number {
  const alarms = useLiveList('alarm');
  return alarms.items.filter(isUnattended).length;
}
