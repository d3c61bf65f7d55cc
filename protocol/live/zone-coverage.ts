/**
 * Which zones a strategy applies in: its own `zoneIds` and those of every group policy that lists
 * it (docs/design/screens.md, /strategy/groupPolicy), each once, in ascending order. The controller decides in
 * these zones and the app shows them, so both read this one rule.
 */
import type { Strategy } from './climate.ts';
import type { GroupPolicy } from './system.ts';

export function zonesOfStrategy(
  strategy: Pick<Strategy, 'stid' | 'zoneIds'>,
  policies: readonly Pick<GroupPolicy, 'strategyIds' | 'zoneIds'>[],
): number[] {
  const zids = new Set(strategy.zoneIds);
  for (const policy of policies)
    if (policy.strategyIds.includes(strategy.stid)) for (const zid of policy.zoneIds) zids.add(zid);
  return [...zids].sort((a, b) => a - b);
}
