// The latest live reading of one type in one zone (a copy of fog's: to hoist into app/live), from sensor/data.
import type { SensorType } from '../../../protocol/live/sensor.ts';
import { useLiveReadingsStore } from '../../stores/live-readings-store';

/** The value, or undefined before any good reading (quality 0) of that type in the zone arrived. */
export function useZoneReading(zid: number | null, type: SensorType): number | undefined {
  return useLiveReadingsStore((s) => {
    let found: number | undefined;
    let sid = Infinity;
    for (const r of Object.values(s.bySid))
      if (r.zid === zid && r.type === type && r.q === 0 && r.v !== null && r.sid < sid) {
        sid = r.sid;
        found = r.v;
      }
    return found;
  });
}
