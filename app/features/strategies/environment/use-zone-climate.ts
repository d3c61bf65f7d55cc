// A zone's live air temperature, humidity and CO₂: the mean of its own good sensors (undefined: none).
import { useShallow } from 'zustand/react/shallow';
import { useLiveReadingsStore } from '../../../stores/live-readings-store';
import { zoneOwnValue } from '../shell/strategy-inputs';

export type ZoneClimate = { airTemp?: number; airHum?: number; co2?: number };

export function useZoneClimate(zid: number): ZoneClimate {
  return useLiveReadingsStore(
    useShallow((s) => ({
      airTemp: zoneOwnValue(s.bySid, zid, 'airTemp'),
      airHum: zoneOwnValue(s.bySid, zid, 'airHum'),
      co2: zoneOwnValue(s.bySid, zid, 'co2'),
    })),
  );
}
