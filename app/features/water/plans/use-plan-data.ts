/**
 * Everything the plan screens read from the selected base's controller: plans, valves, recipes,
 * sensors and zone names (live lists, kept in step with other clients), and the valves' live states.
 */
import { useMemo } from 'react';
import type { Valve } from '../../../../protocol/live/irrigation.ts';
import { useSeedActuatorStates } from '../../../components/actuator-controls/seed-states';
import { useLiveList } from '../../../live/query';
import { useZoneNames } from '../../../live/use-zone-names';
import { listsState, type ListsState } from '../../../live/lists-state';

export function usePlanData() {
  const plans = useLiveList('irrigationPlan');
  const valves = useLiveList('valve');
  const recipes = useLiveList('fertRecipe');
  const sensors = useLiveList('sensor');
  const { zones, names: zoneNames } = useZoneNames();
  const screen: ListsState = listsState([plans, valves, recipes, sensors, zones]);
  const valveById = useMemo(() => new Map(valves.items.map((v) => [v.vid, v])), [valves.items]);
  const moistureSensors = useMemo(() => sensors.items.filter((s) => s.type === 'soilMoist'), [sensors.items]);
  const zids = useMemo(
    () => [...new Set(valves.items.map((v) => v.zid).filter((z): z is number => z !== null))],
    [valves.items],
  );
  useSeedActuatorStates(zids);
  return {
    screen,
    plans: plans.items,
    valves: valves.items,
    valveById,
    recipes: recipes.items,
    sensors: sensors.items,
    moistureSensors,
    zoneNames,
  };
}

export type PlanData = ReturnType<typeof usePlanData>;

/** A valve's name with its zone, e.g. `1号棚A路电磁阀 · 1号棚`. */
export function valveLabel(valve: Valve, zoneNames: ReadonlyMap<number, string>): string {
  const zone = valve.zid === null ? undefined : zoneNames.get(valve.zid);
  return zone && !valve.name.startsWith(zone) ? `${valve.name} · ${zone}` : valve.name;
}
