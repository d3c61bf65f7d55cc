/**
 * What a preview starts from, gathered where the app already keeps it: the controller's conf lists
 * (the saved configuration), its forecast with the coming hours, its time zone, the live readings and
 * actuator states (read when a run starts, so their every update does not restart it) and the first
 * affected zone's calibration.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  fallbackCalibration,
  forecastAnswer,
  type CalibrationParams,
  type Sensor,
  type Zone,
} from '../../../protocol/index.ts';
import type { AutomationConfig } from '../../../model/automation/types.ts';
import { paramsOf } from '../../../model/preview/calibrated-params.ts';
import { useSystemInfo } from '../../live/hooks/use-system-info';
import { useLiveList, useLiveQuery } from '../../live/query';
import { selectedServer, useBases } from '../../stores/bases-store';
import { useLiveActuatorsStore } from '../../stores/live-actuators-store';
import { useLiveReadingsStore } from '../../stores/live-readings-store';
import { fetchZoneCalibration } from './calibration-call';
import { forecastHoursOf, previewHours, type PreviewSources } from './preview-input';

export type PreviewSourcesState =
  | { state: 'loading' }
  | { state: 'noForecast' }
  | {
      state: 'ready';
      saved: AutomationConfig;
      /** Reads the readings and actuator states of this moment. */
      sourcesNow(): PreviewSources;
      shaped: boolean;
      calibrated: boolean;
    };

/** The zone's calibration: undefined while asked, null when it has none (the model's own values). */
export function useCalibration(zone: number | null): CalibrationParams | null | undefined {
  // The cloud keeps calibrations by the base's serial number, not by its MQTT base topic.
  const base = useBases((s) => selectedServer(s)?.sn ?? null);
  const key = base === null || zone === null ? null : `${base}|${zone}`;
  const [answer, setAnswer] = useState<{ key: string; params: CalibrationParams | null } | null>(null);
  useEffect(() => {
    if (base === null || zone === null) return;
    const asked = `${base}|${zone}`;
    let live = true;
    const keep = (params: CalibrationParams | null) => live && setAnswer({ key: asked, params });
    fetchZoneCalibration(base, zone).then(keep, () => keep(null));
    return () => {
      live = false;
    };
  }, [base, zone]);
  if (key === null) return null;
  return answer?.key === key ? answer.params : undefined;
}

/** The saved configuration, with the base's sensors and zones, once every list has come; else null. */
export type PreviewLists = AutomationConfig & { sensor: Sensor[]; zone: Zone[] };

export function usePreviewLists(): PreviewLists | null {
  const actuator = useLiveList('actuator');
  const valve = useLiveList('valve');
  const strategy = useLiveList('strategy');
  const fog = useLiveList('fog');
  const heating = useLiveList('heating');
  const irrigationPlan = useLiveList('irrigationPlan');
  const fertRecipe = useLiveList('fertRecipe');
  const fertCenter = useLiveList('fertCenter');
  const dataSource = useLiveList('dataSource');
  const groupPolicy = useLiveList('groupPolicy');
  const sensor = useLiveList('sensor');
  const zone = useLiveList('zone');
  const lists: { state: string }[] = [actuator, valve, strategy, fog, heating, irrigationPlan];
  lists.push(fertRecipe, fertCenter, dataSource, groupPolicy, sensor, zone);
  const ready = lists.every((l) => l.state === 'ready');
  return useMemo<PreviewLists | null>(
    () =>
      ready
        ? {
            actuator: actuator.items,
            valve: valve.items,
            strategy: strategy.items,
            fog: fog.items,
            heating: heating.items,
            irrigationPlan: irrigationPlan.items,
            fertRecipe: fertRecipe.items,
            fertCenter: fertCenter.items,
            dataSource: dataSource.items,
            groupPolicy: groupPolicy.items,
            sensor: sensor.items,
            zone: zone.items,
          }
        : null,
    [
      ready,
      actuator.items,
      valve.items,
      strategy.items,
      fog.items,
      heating.items,
      irrigationPlan.items,
      fertRecipe.items,
      fertCenter.items,
      dataSource.items,
      groupPolicy.items,
      sensor.items,
      zone.items,
    ],
  );
}

export function usePreviewSources(
  lists: PreviewLists | null,
  calibration: CalibrationParams | null | undefined,
): PreviewSourcesState {
  const system = useSystemInfo();
  const forecast = useLiveQuery({
    topic: 'system/cmd',
    confTyp: 'system',
    method: 'cmd',
    para: { action: 'forecast', days: 2, hours: previewHours },
    parse: (ack) => forecastAnswer.parse(ack.data),
  });
  if (forecast.state === 'error') return { state: 'noForecast' };
  const timeZone = system.data?.timezone;
  if (!lists || !forecast.data || !timeZone || calibration === undefined) return { state: 'loading' };
  const answer = forecast.data;
  const sourcesNow = (): PreviewSources => {
    const now = useLiveReadingsStore.getState().updatedAt ?? answer.hours?.[0]?.ts ?? Date.now();
    return {
      config: lists,
      zones: lists.zone,
      sensors: lists.sensor,
      readings: Object.values(useLiveReadingsStore.getState().bySid),
      actuators: useLiveActuatorsStore.getState().byAid,
      forecast: forecastHoursOf(answer, { from: now, hours: previewHours, timeZone }).hours,
      now,
      timeZone,
      params: paramsOf(calibration ?? fallbackCalibration),
    };
  };
  return {
    state: 'ready',
    saved: lists,
    sourcesNow,
    shaped: (answer.hours?.length ?? 0) < previewHours,
    calibrated: calibration !== null,
  };
}
