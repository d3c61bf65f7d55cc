/**
 * Which strategies end up applying in each zone: a strategy's own zones plus the zones of every group
 * policy that lists it (simulator/automation/context.ts `zonesOf`); switched-off strategies apply nowhere.
 */
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { GroupPolicy } from '../../../../protocol/live/system.ts';

/** A strategy's zones, including those its group policies add. */
export function zonesOf(s: Pick<Strategy, 'stid' | 'zoneIds'>, groups: readonly GroupPolicy[]): number[] {
  const extra = groups.filter((g) => g.strategyIds.includes(s.stid)).flatMap((g) => g.zoneIds);
  return [...new Set([...s.zoneIds, ...extra])];
}

/** One strategy applying in a zone and why: its own zone list and/or the groups (gpids) that add it. */
export type ZoneStrategy = { strategy: Strategy; own: boolean; groups: number[] };

export function strategiesByZone(
  zoneIds: readonly number[],
  strategies: readonly Strategy[],
  groups: readonly GroupPolicy[],
): Map<number, ZoneStrategy[]> {
  const byZone = new Map<number, ZoneStrategy[]>(zoneIds.map((zid) => [zid, []]));
  for (const strategy of strategies) {
    if (!strategy.enabled) continue;
    for (const zid of zonesOf(strategy, groups)) {
      const own = strategy.zoneIds.includes(zid);
      const via = groups
        .filter((g) => g.strategyIds.includes(strategy.stid) && g.zoneIds.includes(zid))
        .map((g) => g.gpid);
      byZone.get(zid)?.push({ strategy, own, groups: via });
    }
  }
  return byZone;
}
