// The latest live reading of one type in one zone (the first sensor of that type), from sensor/data (fog, heating).
import { useShallow } from 'zustand/react/shallow';
import type { SensorType } from '../../../protocol/live/sensor.ts';
import { useLiveReadingsStore } from '../../stores/live-readings-store.ts';

export type ZoneReading = { v: number; ts: number } | undefined;

/** The value and its time, or undefined before any good reading (quality 0) of that type in the zone. */
export function useZoneReading(zid: number | null, type: SensorType): ZoneReading {
  return useLiveReadingsStore(
    useShallow((s) => {
      let found: ZoneReading;
      let sid = Infinity;
      for (const r of Object.values(s.bySid))
        if (r.zid === zid && r.type === type && r.q === 0 && r.v !== null && r.sid < sid) {
          sid = r.sid;
          found = { v: r.v, ts: r.ts };
        }
      return found;
    }),
  );
}
