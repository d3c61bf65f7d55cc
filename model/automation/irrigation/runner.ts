/**
 * The irrigation runner: triggered plans queue up and run one at a time, one valve at a time, each
 * valve open for secondsPerValve (valve rotation). Valves of every plan are proposed off unless
 * they are the one running.
 */
import type { Context } from '../context.ts';
import { proposal } from '../explained.ts';
import { off, on, rankOf } from '../targets.ts';
import type { AutomationConfig, AutomationLog, ModuleResult, Proposal } from '../types.ts';
import type { IrrigationState, PlanState, RunningProgram } from './irrigation-state.ts';
import { checkTrigger } from './triggers.ts';

/** Plans by pid and valves by vid, once per configuration. */
function irrigationTables(config: AutomationConfig) {
  return {
    plans: new Map(config.irrigationPlan.map((p) => [p.pid, p])),
    valves: new Map(config.valve.map((v) => [v.vid, v])),
  };
}

export function runIrrigation(ctx: Context): ModuleResult<IrrigationState> {
  const logs: AutomationLog[] = [];
  /** Why each plan fired in this call: said once, when it starts (or that it waits its turn). */
  const fired = new Map<number, string>();
  const before = ctx.state.irrigation;
  const { plans } = ctx.lookups.perConfig(irrigationTables);
  let planStates = before.plans;
  const queue = before.queue.filter((pid) => plans.get(pid)?.enabled);
  let running = before.running && plans.has(before.running.pid) ? before.running : null;

  for (const plan of ctx.config.irrigationPlan) {
    const busy = running?.pid === plan.pid || queue.includes(plan.pid);
    const check = checkTrigger(plan, planStates[plan.pid], ctx, busy);
    planStates = withPlan(
      planStates,
      before.plans,
      plan.pid,
      check.fire ? { ...check.plan, radSum: 0 } : check.plan,
    );
    if (check.fire) {
      queue.push(plan.pid);
      fired.set(plan.pid, check.fire);
    }
  }

  // Advance the running program through its valves; several may fall due if calls are sparse.
  // Running and queued pids are those of plans (filtered above): `plans.get` finds them. The
  // running pid stays the same while its valves advance.
  const runningPlan = running ? plans.get(running.pid) : undefined;
  while (running && runningPlan && running.pausedLeftS === null) {
    if (ctx.now - running.valveStartedAt < runningPlan.secondsPerValve * 1000) break;
    const next: RunningProgram = {
      ...running,
      valveIndex: running.valveIndex + 1,
      valveStartedAt: running.valveStartedAt + runningPlan.secondsPerValve * 1000,
    };
    if (next.valveIndex < runningPlan.valveIds.length) running = next;
    else {
      planStates = withPlan(planStates, before.plans, runningPlan.pid, {
        ...(planStates[runningPlan.pid] ?? { radSum: 0, day: ctx.day, lastStart: null }),
        lastEnd: ctx.now,
      });
      logs.push({
        kind: 'irrigation',
        aid: null,
        message: `${runningPlan.name}: finished (${runningPlan.valveIds.length} valves)`,
      });
      running = null;
    }
  }
  const pid = running ? undefined : queue.shift();
  const plan = pid === undefined ? undefined : plans.get(pid);
  if (pid !== undefined && plan !== undefined) {
    running = { pid, startedAt: ctx.now, valveIndex: 0, valveStartedAt: ctx.now, pausedLeftS: null };
    planStates = withPlan(planStates, before.plans, pid, {
      ...(planStates[pid] ?? { radSum: 0, day: ctx.day, lastEnd: null }),
      lastStart: ctx.now,
      stopped: false,
    });
    const why = fired.get(pid);
    fired.delete(pid);
    logs.push({
      kind: 'irrigation',
      aid: null,
      message: `${plan.name}: started${why ? ` (${why})` : ''}, ${plan.valveIds.length} valves × ${plan.secondsPerValve} s`,
    });
  }
  for (const [pid, why] of fired)
    logs.unshift({
      kind: 'irrigation',
      aid: null,
      message: `${plans.get(pid)?.name ?? `plan ${pid}`}: triggered (${why}), waits its turn`,
    });
  return { proposals: valveProposals(ctx, running), logs, state: { plans: planStates, queue, running } };
}

function valveProposals(ctx: Context, running: RunningProgram | null): Proposal[] {
  const { plans, valves } = ctx.lookups.perConfig(irrigationTables);
  const runningPlan = running ? plans.get(running.pid) : undefined;
  const openVid =
    running && running.pausedLeftS === null ? runningPlan?.valveIds[running.valveIndex] : undefined;
  const proposals = new Map<number, Proposal>();
  for (const plan of ctx.config.irrigationPlan) {
    for (const vid of plan.valveIds) {
      const valve = valves.get(vid);
      if (!valve || (proposals.has(valve.aid) && vid !== openVid)) continue;
      const open = vid === openVid;
      proposals.set(
        valve.aid,
        proposal({
          aid: valve.aid,
          target: open ? on : off,
          rank: rankOf.record,
          source: `irrigation ${plan.pid}`,
          kind: 'irrigation',
          reason: open ? `${runningPlan?.name ?? ''}: valve ${valve.name}` : 'not its turn',
          // The plan logs its start and end; a line per valve would only repeat them.
          quiet: true,
        }),
      );
    }
  }
  return [...proposals.values()];
}

/**
 * `plans` with `pid`'s state set, copied from `before` on the first change only (plan ids key an
 * array as long as the highest: a copy each decision cost more than the runner itself).
 */
function withPlan(
  plans: Record<number, PlanState>,
  before: Record<number, PlanState>,
  pid: number,
  state: PlanState,
): Record<number, PlanState> {
  if (plans[pid] === state) return plans;
  const out = plans === before ? { ...plans } : plans;
  out[pid] = state;
  return out;
}
