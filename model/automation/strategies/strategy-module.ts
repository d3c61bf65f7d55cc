/** The shape every strategy module has: one per strategy kind, one dispatcher (aedes-style). */
import type { Strategy, StrategyKind } from '../../../protocol/index.ts';
import type { Context } from '../context.ts';
import type { AutomationLog, Proposal, WindState } from '../types.ts';

export type StrategyOf<K extends StrategyKind> = Extract<Strategy, { kind: K }>;

export type StrategyResult = {
  proposals: Proposal[];
  logs?: AutomationLog[];
  /** windSpeed only: its protection state. */
  wind?: WindState;
};

export type StrategyModule<K extends StrategyKind> = (
  strategy: StrategyOf<K>,
  ctx: Context,
) => StrategyResult;

/** The zone an actuator of a strategy answers to: its own, else the strategy's first zone. */
export function zoneOfActuator(ctx: Context, aid: number, zones: readonly number[]): number | null {
  return ctx.actuator(aid)?.zid ?? zones[0] ?? null;
}
