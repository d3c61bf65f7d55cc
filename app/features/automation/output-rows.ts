// The rows of the outputs table: per strategy, each actuator it drives and the controller's decision.
import type { Actuator } from '../../../protocol/live/actuator.ts';
import type { Strategy } from '../../../protocol/live/climate.ts';
import type { Output } from '../../../protocol/live/system.ts';
import { byPriority, drivenAids } from './zone-coverage';

/** What became of a decision: done, overruled, no longer meant (strategy off), or none yet. */
export type OutputStatus = 'applied' | 'overruled' | 'strategyOff' | 'noDecision';

export type OutputRow = { aid: number; actuator?: Actuator; output?: Output; status: OutputStatus };
export type StrategyOutputs = { strategy: Strategy; rows: OutputRow[] };
export type OutputFilter = { zid: number | 'all'; stid: number | 'all' };

/** The status of one strategy's decision for one actuator. */
export function outputStatus(strategy: Strategy | undefined, output: Output | undefined): OutputStatus {
  if (strategy && !strategy.enabled) return 'strategyOff';
  if (!output) return 'noDecision';
  return output.applied ? 'applied' : 'overruled';
}

/** Newest decision first; undated ones last. */
export const byNewest = (a: Output, b: Output) => (b.at ?? -1) - (a.at ?? -1) || b.oid - a.oid;

/**
 * Each strategy (highest priority first) with a row per actuator it is set up to drive or has a
 * decision for, filtered by the actuator's zone and by strategy. Strategies left with no row drop out.
 */
export function groupOutputs(
  strategies: readonly Strategy[],
  outputs: readonly Output[],
  actuators: readonly Actuator[],
  filter: OutputFilter = { zid: 'all', stid: 'all' },
): StrategyOutputs[] {
  const actuatorOf = new Map(actuators.map((a) => [a.aid, a]));
  const inZone = (aid: number) => filter.zid === 'all' || actuatorOf.get(aid)?.zid === filter.zid;
  return [...strategies]
    .sort(byPriority)
    .filter((s) => filter.stid === 'all' || s.stid === filter.stid)
    .map((strategy) => {
      const own = outputs.filter((o) => o.stid === strategy.stid);
      const latest = new Map<number, Output>();
      for (const output of [...own].sort(byNewest))
        if (!latest.has(output.aid)) latest.set(output.aid, output);
      const aids = [...new Set([...drivenAids(strategy), ...latest.keys()])].filter(inZone);
      const rows = aids
        .sort((a, b) => a - b)
        .map((aid) => {
          const output = latest.get(aid);
          return { aid, actuator: actuatorOf.get(aid), output, status: outputStatus(strategy, output) };
        });
      return { strategy, rows };
    })
    .filter((group) => group.rows.length > 0);
}

/** A strategy's latest decisions that name an actuator of zone `zid` (all zones when null), newest first. */
export function decisionsOf(
  stid: number,
  outputs: readonly Output[],
  actuators: readonly Actuator[],
  zid: number | null = null,
  limit = 5,
): Output[] {
  const zoneOf = new Map(actuators.map((a) => [a.aid, a.zid]));
  return outputs
    .filter((o) => o.stid === stid && (zid === null || zoneOf.get(o.aid) === zid))
    .sort(byNewest)
    .slice(0, limit);
}
