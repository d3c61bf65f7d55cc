/**
 * The live inputs of a roll-film preview: the zone of its first vent (else its first zone), that
 * zone's air temperature through the strategy's data source, its humidity, and the set points of
 * the environment strategy governing it now; and what the given params would make of them.
 */
import { useShallow } from 'zustand/react/shallow';
import { useLiveList } from '../../../live/query';
import { useLiveReadingsStore } from '../../../stores/live-readings-store';
import { governingEnvironment, setpointsOf } from '../environment/zone-setpoints';
import { strategyInput } from '../shell/strategy-inputs';
import { useStrategies } from '../shell/strategy-kinds';
import { useControllerMinute } from '../shell/use-controller-minute';
import { rollFilmOpening, type RollFilmParams, type VentPreview } from './roll-film-preview';

export type VentPreviewNow = {
  zid: number | null;
  temp?: number;
  hum?: number;
  preview: VentPreview | null;
};

const tenth = (v: number | undefined) => (v === undefined ? undefined : Math.round(v * 10) / 10);

export function useVentPreview(
  stid: number | undefined,
  params: RollFilmParams | null,
  zoneIds: readonly number[],
): VentPreviewNow {
  const actuators = useLiveList('actuator').items;
  const sources = useLiveList('dataSource').items;
  const groups = useLiveList('groupPolicy').items;
  const environments = useStrategies('environment').items;
  const minute = useControllerMinute();
  const firstVent = params?.aids[0];
  const zid = actuators.find((a) => a.aid === firstVent)?.zid ?? zoneIds[0] ?? null;
  const { temp, hum } = useLiveReadingsStore(
    useShallow((s) => ({
      temp: tenth(strategyInput(s.bySid, sources, stid ?? 0, zid, 'airTemp')),
      hum: tenth(strategyInput(s.bySid, sources, stid ?? 0, zid, 'airHum')),
    })),
  );
  const sp = setpointsOf(governingEnvironment(environments, groups, zid), minute);
  return { zid, temp, hum, preview: params ? rollFilmOpening(params, temp, hum, sp) : null };
}
