/**
 * Which strategies end up applying in each zone: a strategy's own zones plus the zones of every group
 * policy that lists it (protocol/live/zone-coverage.ts, as the controller reads it); switched-off
 * strategies apply nowhere.
 */
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { GroupPolicy } from '../../../../protocol/live/system.ts';
import { zonesOfStrategy } from '../../../../protocol/live/zone-coverage.ts';

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
    for (const zid of zonesOfStrategy(strategy, groups)) {
      const own = strategy.zoneIds.includes(zid);
      const via = groups
        .filter((g) => g.strategyIds.includes(strategy.stid) && g.zoneIds.includes(zid))
        .map((g) => g.gpid);
      byZone.get(zid)?.push({ strategy, own, groups: via });
    }
  }
  return byZone;
}
