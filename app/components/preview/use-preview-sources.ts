/**
 * What a preview starts from, gathered where the app already keeps it: the controller's conf lists
 * (the saved configuration), its forecast with the coming hours, its time zone, the live readings and
 * actuator states (read when a run starts, so their every update does not restart it) and each
 * affected zone's calibration.
 */
import { useEffect, useMemo, useState } from 'react';
import { forecastAnswer, type CalibrationParams, type Sensor, type Zone } from '../../../protocol/index.ts';
import type { AutomationConfig } from '../../../model/automation/types.ts';
import type { GreenhouseParams } from '../../../model/greenhouse/params.ts';
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
      /** The affected zones that run on their own calibration; the others on the model's defaults. */
      calibrated: number[];
    };

/** Each zone's calibration, null where it has none (the model's own values). */
export type ZoneCalibrations = Readonly<Record<number, CalibrationParams | null>>;

/** The zones' calibrations: undefined until every zone's answer has come. */
export function useCalibrations(zones: readonly number[]): ZoneCalibrations | undefined {
  // The cloud keeps calibrations by the base's serial number, not by its MQTT base topic.
  const base = useBases((s) => selectedServer(s)?.sn ?? null);
  const key = base === null ? null : `${base}|${zones.join(',')}`;
  const [answer, setAnswer] = useState<{ key: string; byZone: ZoneCalibrations } | null>(null);
  useEffect(() => {
    if (key === null || base === null) return;
    let live = true;
    const asked = zones.map((zid) =>
      fetchZoneCalibration(base, zid).then(
        (params) => [zid, params] as const,
        () => [zid, null] as const,
      ),
    );
    void Promise.all(asked).then((pairs) => live && setAnswer({ key, byZone: Object.fromEntries(pairs) }));
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the key names base and zones
  if (key === null) return {};
  return answer?.key === key ? answer.byZone : undefined;
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
  calibrations: ZoneCalibrations | undefined,
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
  if (!lists || !forecast.data || !timeZone || calibrations === undefined) return { state: 'loading' };
  const answer = forecast.data;
  const calibrated = Object.entries(calibrations)
    .filter(([, params]) => params !== null)
    .map(([zid]) => Number(zid));
  const zoneParams: Record<number, Partial<GreenhouseParams>> = {};
  for (const [zid, params] of Object.entries(calibrations))
    if (params !== null) zoneParams[Number(zid)] = paramsOf(params);
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
      zoneParams,
    };
  };
  return {
    state: 'ready',
    saved: lists,
    sourcesNow,
    shaped: (answer.hours?.length ?? 0) < previewHours,
    calibrated,
  };
}
