/**
 * Which environment strategy governs a zone and the set points it gives now, as the controller
 * decides (model/automation/context.ts `setpoints`): the enabled environment strategy of highest
 * priority (then lowest stid) whose zones, group policies included, cover the zone. Without one the
 * day is 06:00–18:00 and there are no set points.
 */
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { GroupPolicy } from '../../../../protocol/live/system.ts';
import { inClockWindow } from '../shell/controller-clock';
import { zonesOfStrategy } from '../../../../protocol/live/zone-coverage.ts';
import type { StrategyOf } from '../shell/strategy-kinds';

export type Environment = StrategyOf<'environment'>;

export type ZoneSetpoints = {
  isDay: boolean;
  /** °C heating set point now; null without an environment strategy. */
  heat: number | null;
  humMax: number | null;
  co2: number | null;
  /** K the night heating set point lies below the day one (the vents' set point follows it). */
  nightDrop: number;
};

const isEnvironment = (s: Strategy): s is Environment => s.kind === 'environment';

/** The environment strategy that governs zone `zid` (null: the site), if any. */
export function governingEnvironment(
  strategies: readonly Strategy[],
  groups: readonly GroupPolicy[],
  zid: number | null,
): Environment | undefined {
  let best: Environment | undefined;
  for (const s of strategies) {
    if (!isEnvironment(s) || !s.enabled) continue;
    if (zid !== null && !zonesOfStrategy(s, groups).includes(zid)) continue;
    if (!best || s.priority > best.priority || (s.priority === best.priority && s.stid < best.stid)) best = s;
  }
  return best;
}

/** The group policies through which a strategy covers a zone it does not name itself (none when it does). */
export function coveringGroups(strategy: Strategy, groups: readonly GroupPolicy[], zid: number): string[] {
  if (strategy.zoneIds.includes(zid)) return [];
  return groups
    .filter((g) => g.strategyIds.includes(strategy.stid) && g.zoneIds.includes(zid))
    .map((g) => g.name);
}

/** The set points `env` gives at local `minute` (null minute: not known yet, taken as day). */
export function setpointsOf(env: Environment | undefined, minute: number | null): ZoneSetpoints {
  if (!env) {
    const isDay = minute === null || inClockWindow(minute, '06:00', '18:00');
    return { isDay, heat: null, humMax: null, co2: null, nightDrop: 0 };
  }
  const p = env.params;
  const isDay = minute === null || inClockWindow(minute, p.dayStart, p.dayEnd);
  return {
    isDay,
    heat: isDay ? p.heatDay : p.heatNight,
    humMax: p.humMax,
    co2: p.co2,
    nightDrop: p.heatDay - p.heatNight,
  };
}
