/**
 * Merges the modules' proposals into one target per actuator: the highest rank wins (ties: the
 * first proposed); manual and disabled actuators are left alone; an interlock keeps an actuator
 * off while one it is interlocked with runs (the higher rank keeps its way). Logs each change.
 */
import type { Actuator } from '../../protocol/index.ts';
import type { Context } from './context.ts';
import { describeTarget, isActive, label, off, sameTarget, setTo } from './targets.ts';
import type { ActuatorTarget, AutomationLog, Proposal } from './types.ts';

export type Resolution = {
  targets: Record<number, ActuatorTarget>;
  changed: number[];
  logs: AutomationLog[];
  switchedAt: Record<number, number>;
};

const inactive = (a: Actuator | undefined, t: ActuatorTarget): ActuatorTarget =>
  t.action === 'set' || a?.kind === 'heater' ? setTo(0) : off;

export function resolve(ctx: Context, proposals: readonly Proposal[]): Resolution {
  const winners = new Map<number, Proposal>();
  proposals.forEach((p) => {
    const best = winners.get(p.aid);
    if (!best || p.rank > best.rank) winners.set(p.aid, p);
  });
  const ordered = [...winners.values()].sort((a, b) => b.rank - a.rank || a.aid - b.aid);
  const targets: Record<number, ActuatorTarget> = {};
  const decided = new Map<number, ActuatorTarget>();
  const logs: AutomationLog[] = [];
  const changed: number[] = [];
  let switchedAt = ctx.state.switchedAt;

  for (const p of ordered) {
    const actuator = ctx.actuator(p.aid);
    if (actuator && !actuator.enabled) continue;
    if (ctx.live(p.aid).mode === 'manual') continue; // a manual command holds until released
    let target = p.target;
    let reason = p.reason;
    if (isActive(target) && actuator) {
      const blocker = actuator.interlocks.find((other) => runs(ctx, other, decided));
      if (blocker !== undefined) {
        target = inactive(actuator, target);
        reason = `interlocked with ${label(ctx.actuator(blocker), blocker)}`;
      }
    }
    decided.set(p.aid, target);
    targets[p.aid] = target;
    if (sameTarget(ctx.state.targets[p.aid], target)) continue;
    changed.push(p.aid);
    if (switchedAt === ctx.state.switchedAt) switchedAt = { ...switchedAt }; // copied on the first change
    switchedAt[p.aid] = ctx.now;
    if (!p.quiet)
      logs.push({
        kind: p.kind,
        aid: p.aid,
        message: `${p.source}: ${label(actuator, p.aid)} ${describeTarget(target)} (${reason})`.slice(0, 300),
      });
  }
  changed.sort((a, b) => a - b);
  return { targets, changed, logs, switchedAt };
}

/** Whether `aid` runs: as decided this round (higher rank first), else as it stands. */
function runs(ctx: Context, aid: number, decided: Map<number, ActuatorTarget>): boolean {
  const target = decided.get(aid);
  if (target) return isActive(target);
  const live = ctx.live(aid);
  return live.on === true || (live.pos ?? 0) > 0;
}
