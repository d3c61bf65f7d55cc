/**
 * The controller's local minute of the day now: the newest live reading's time stamp (controller
 * clock) in the base's time zone (its `system` record), null before the first reading.
 */
import { useFarmZone } from '../../../live/hooks/use-farm-zone';
import { useLiveReadingsStore } from '../../../stores/live-readings-store';
import { localMinuteAt } from './controller-clock';

export function useControllerMinute(): number | null {
  const timeZone = useFarmZone();
  // Whole minutes only: the store's flushes between them do not re-render the caller.
  return useLiveReadingsStore((s) => (s.updatedAt === null ? null : localMinuteAt(s.updatedAt, timeZone)));
}
