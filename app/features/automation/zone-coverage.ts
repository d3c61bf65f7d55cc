// Which strategies cover a zone: through the strategy's own zoneIds or a group policy naming both.
import type { Strategy } from '../../../protocol/live/climate.ts';
import type { GroupPolicy } from '../../../protocol/live/system.ts';

/** A strategy covering a zone, and how: its own zone list and/or the group policies that add it. */
export type ZoneStrategy = { strategy: Strategy; own: boolean; policies: string[] };

/** Higher priority first (wind protection at 90 beats temperature at 60), then by stid. */
export const byPriority = (a: Strategy, b: Strategy) => b.priority - a.priority || a.stid - b.stid;

/** The strategies covering zone `zid`, enabled or not, highest priority first. */
export function strategiesInZone(
  zid: number,
  strategies: readonly Strategy[],
  policies: readonly GroupPolicy[],
): ZoneStrategy[] {
  const covering: ZoneStrategy[] = [];
  for (const strategy of [...strategies].sort(byPriority)) {
    const own = strategy.zoneIds.includes(zid);
    const via = policies
      .filter((p) => p.zoneIds.includes(zid) && p.strategyIds.includes(strategy.stid))
      .map((p) => p.name);
    if (own || via.length > 0) covering.push({ strategy, own, policies: via });
  }
  return covering;
}

/** The actuators a strategy is set up to drive (environment strategies name none in their params). */
export function drivenAids(strategy: Strategy): number[] {
  switch (strategy.kind) {
    case 'rollFilm':
    case 'curtain':
    case 'windSpeed':
      return [...strategy.params.aids];
    case 'fan':
      return [...new Set(strategy.params.stages.flatMap((stage) => stage.aids))];
    case 'custom':
      return [strategy.params.then.aid];
    case 'environment':
      return [];
  }
}
