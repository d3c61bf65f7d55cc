/**
 * The selected controller's time zone and today (its `system` record and clock, or the newest live
 * reading when later), so log days and times are the controller's, not the browser's.
 */
import { useFarmZone } from '../../live/hooks/use-farm-zone';
import { useSystemInfo } from '../../live/hooks/use-system-info';
import type { LiveQueryState } from '../../live/query';
import { useLiveReadingsStore } from '../../stores/live-readings-store';
import { localDay } from './log-days';

export type ControllerDay = {
  state: LiveQueryState;
  error: string | null;
  timeZone: string | null;
  /** Controller-local `YYYY-MM-DD`, null until the controller answered. */
  today: string | null;
  reload(): void;
};

export function useControllerDay(): ControllerDay {
  const system = useSystemInfo();
  const readingAt = useLiveReadingsStore((s) => s.updatedAt);
  const info = system.data;
  const farmZone = useFarmZone();
  const timeZone = info?.timezone ?? farmZone;
  const now = info ? Math.max(info.time, readingAt ?? 0) : null;
  const today = now === null ? null : localDay(now, timeZone);
  return { state: system.state, error: system.error, timeZone, today, reload: system.reload };
}
