/**
 * What a zone's fit needs, through the live layer: the controller's records (its decisions are
 * replayed, model/calibration/replay.ts) and the last week of the zone's and the weather station's
 * sensors on a 10-minute step.
 */
import { useMemo } from 'react';
import type { ZoneHistory } from '../../../model/calibration';
import { listsState, type ListsState } from '../../live/lists-state';
import { useLiveList, useLiveQuery } from '../../live/query';
import type { FarmZone } from '../../lib/farm-time';
import { now } from '../../lib/world-time';
import { historyOffsets, historyUtcOffsetMin } from './history-offset';

export const HISTORY_DAYS = 7;
const STEP_MS = 600_000;
/** A zone without an area in its record is taken as a 500 m² house (the simulator's own default). */
const DEFAULT_AREA_M2 = 500;

export type ZoneHistoryState = ListsState & { history: ZoneHistory | null };

export function useZoneHistory(zid: number | null, farmZone: FarmZone): ZoneHistoryState {
  const zones = useLiveList('zone');
  const sensors = useLiveList('sensor');
  const actuators = useLiveList('actuator');
  const valves = useLiveList('valve');
  const strategies = useLiveList('strategy');
  const fogs = useLiveList('fog');
  const heating = useLiveList('heating');
  const plans = useLiveList('irrigationPlan');
  const recipes = useLiveList('fertRecipe');
  const centers = useLiveList('fertCenter');
  const sources = useLiveList('dataSource');
  const policies = useLiveList('groupPolicy');
  const sids = sensors.items
    .filter((s) => s.enabled && (s.zid === zid || s.zid === null))
    .map((s) => s.sid)
    .slice(0, 50)
    .join(',');
  const query = useLiveQuery(
    zid === null || sids === ''
      ? null
      : {
          topic: 'sensor/query/historyData',
          confTyp: 'sensor',
          method: 'history',
          key: `calibration|${sids}`,
          para: () => {
            const to = now();
            return {
              sids: sids.split(',').map(Number),
              from: to - HISTORY_DAYS * 86_400_000,
              to,
              step: STEP_MS,
            };
          },
          parse: (answer) => answer.series,
        },
  );
  const lists = [zones, sensors, actuators, valves, strategies, fogs, heating, plans, recipes, centers];
  // No zone or sensors yet: nothing asked, so the screen waits on the lists ('loading').
  const history = { ...query, state: query.state === 'idle' ? ('loading' as const) : query.state };
  const state = listsState([...lists, sources, policies, history]);
  const zoneHistory = useMemo((): ZoneHistory | null => {
    const zone = zones.items.find((z) => z.f_zone_id === zid);
    if (!zone || !query.data) return null;
    const series: Record<number, ZoneHistory['series'][number]> = {};
    let from = Infinity;
    let to = -Infinity;
    for (const [sid, points] of Object.entries(query.data)) {
      series[Number(sid)] = points;
      from = Math.min(from, points[0]?.[0] ?? Infinity);
      to = Math.max(to, points.at(-1)?.[0] ?? -Infinity);
    }
    // The controller's day and night follow the farm's clock, summer time included.
    const span = from <= to ? { from, to } : { from: now(), to: now() };
    return {
      zone: { id: zone.f_zone_id, areaM2: zone.area > 0 ? zone.area : DEFAULT_AREA_M2 },
      config: {
        actuator: actuators.items,
        valve: valves.items,
        strategy: strategies.items,
        fog: fogs.items,
        heating: heating.items,
        irrigationPlan: plans.items,
        fertRecipe: recipes.items,
        fertCenter: centers.items,
        dataSource: sources.items,
        groupPolicy: policies.items,
      },
      sensors: sensors.items,
      series,
      utcOffsetMin: historyUtcOffsetMin(span.to, farmZone),
      offsets: historyOffsets(span.from, span.to, farmZone),
    };
  }, [
    zid,
    farmZone,
    query.data,
    zones.items,
    sensors.items,
    actuators.items,
    valves.items,
    strategies.items,
    fogs.items,
    heating.items,
    plans.items,
    recipes.items,
    centers.items,
    sources.items,
    policies.items,
  ]);
  return { ...state, history: zoneHistory };
}
