// Clock times (HH:mm:ss) of an actuator's run on the farm's clock.
import { useFarmClock } from '../../live/hooks/use-farm-zone';

/** `formatTime(ts)` as 'HH:mm:ss' on the selected base's clock. */
export function useFarmTime(): (ts: number) => string {
  const farmClock = useFarmClock();
  return (ts) => farmClock(ts, 'HH:mm:ss');
}
