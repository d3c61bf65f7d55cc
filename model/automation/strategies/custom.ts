/** Custom rules: when every condition holds (within the window, if any), do the action. */
import type { Context } from '../context.ts';
import { inWindow } from '../local-time.ts';
import { proposal } from '../explained.ts';
import { fmt, rankOf, targetFor, why } from '../targets.ts';
import type { StrategyModule, StrategyOf } from './strategy-module.ts';

type Condition = StrategyOf<'custom'>['params']['when'][number];

function holds(c: Condition, ctx: Context): boolean {
  const v = ctx.sensor(c.sid);
  if (v === undefined) return false; // a missing reading never fires a rule
  switch (c.op) {
    case '>':
      return v > c.value;
    case '<':
      return v < c.value;
    case '>=':
      return v >= c.value;
    case '<=':
      return v <= c.value;
  }
}

export const custom: StrategyModule<'custom'> = (strategy, ctx) => {
  const p = strategy.params;
  if (p.window && !inWindow(ctx.minute, p.window.start, p.window.end)) return { proposals: [] };
  if (!p.when.every((c) => holds(c, ctx))) return { proposals: [] };
  const actuator = ctx.actuator(p.then.aid);
  if (!actuator) return { proposals: [] };
  const reason = p.when
    .map((c) => `sensor ${c.sid} ${fmt(ctx.sensor(c.sid) ?? 0)} ${c.op} ${c.value}`)
    .join(', ');
  return {
    proposals: [
      proposal({
        aid: p.then.aid,
        target: targetFor(actuator.kind, p.then.action, p.then.value),
        rank: rankOf.strategy(strategy.priority),
        source: `custom ${strategy.stid}`,
        stid: strategy.stid,
        kind: 'environment',
        reason,
        why: why('customRule', { n: p.when.length }),
      }),
    ],
  };
};
