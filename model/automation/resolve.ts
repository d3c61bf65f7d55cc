/**
 * Merges the modules' proposals into one target per actuator: the highest rank wins (ties: the
 * first proposed); manual and disabled actuators are left alone; an interlock keeps an actuator
 * off while one it is interlocked with runs (the higher rank keeps its way). Logs each change.
 */
import type { Actuator } from '../../protocol/index.ts';
import type { Context } from './context.ts';
import { changeLogs, type Change } from './change-logs.ts';
import { byId, isActive, label, off, sameTarget, setTo } from './targets.ts';
import type { ActuatorTarget, AutomationLog, Proposal } from './types.ts';

/** What became of the winning proposal for one actuator (outcomes.ts reads it). */
export type Verdict = {
  winner: Proposal;
  /** The target given; absent when the actuator was left alone (held). */
  target?: ActuatorTarget;
  /** The interlocked partner that kept it inactive. */
  blockedBy?: number;
  held?: 'manual' | 'disabled';
};

export type Resolution = {
  targets: Record<number, ActuatorTarget>;
  /** The aids in `targets`, in the order given (decide lays them over the last targets). */
  given: number[];
  changed: number[];
  logs: AutomationLog[];
  switchedAt: Record<number, number>;
  /** Each winner's verdict by aid, worked out when first asked (outcomes are asked for rarely). */
  verdicts: () => ReadonlyMap<number, Verdict>;
};

const inactive = (a: Actuator | undefined, t: ActuatorTarget): ActuatorTarget =>
  t.action === 'set' || a?.kind === 'heater' ? setTo(0) : off;

export function resolve(ctx: Context, proposals: readonly Proposal[]): Resolution {
  const ordered = winnersOf(proposals);
  const given: number[] = [];
  const givenTargets: ActuatorTarget[] = [];
  const changes: Change[] = [];
  const changed: number[] = [];
  // Per winner in `ordered`, what became of it: the verdicts are made of these when asked for.
  const heldAs: Verdict['held'][] = [];
  const targetOf: (ActuatorTarget | undefined)[] = [];
  const blockers: (number | undefined)[] = [];
  let switchedAt = ctx.state.switchedAt;

  for (const p of ordered) {
    const actuator = ctx.actuator(p.aid);
    const hold =
      actuator && !actuator.enabled ? 'disabled' : ctx.live(p.aid).mode === 'manual' ? 'manual' : undefined;
    heldAs.push(hold);
    if (hold !== undefined) {
      // Disabled, or a manual command that holds until released.
      targetOf.push(undefined);
      blockers.push(undefined);
      continue;
    }
    let target = p.target;
    let blockedBy: number | undefined;
    if (isActive(target) && actuator && actuator.interlocks.length > 0) {
      blockedBy = actuator.interlocks.find((other) => runs(ctx, other, given, givenTargets));
      if (blockedBy !== undefined) target = inactive(actuator, target);
    }
    targetOf.push(target);
    blockers.push(blockedBy);
    given.push(p.aid);
    givenTargets.push(target);
    if (sameTarget(ctx.state.targets[p.aid], target)) continue;
    changed.push(p.aid);
    if (switchedAt === ctx.state.switchedAt) switchedAt = { ...switchedAt }; // copied on the first change
    switchedAt[p.aid] = ctx.now;
    if (p.quiet) continue;
    // The reason is read only here, for the log line of a change (proposals explain themselves lazily).
    const reason =
      blockedBy === undefined ? p.reason : `interlocked with ${label(ctx.actuator(blockedBy), blockedBy)}`;
    changes.push({ p, actuator, target, reason });
  }
  changed.sort((a, b) => a - b);
  const targets = byId(given, givenTargets);
  let verdicts: Map<number, Verdict> | undefined;
  return {
    targets,
    given,
    changed,
    logs: changeLogs(changes),
    switchedAt,
    verdicts: () => (verdicts ??= verdictsOf(ordered, heldAs, targetOf, blockers)),
  };
}

function verdictsOf(
  ordered: readonly Proposal[],
  heldAs: readonly Verdict['held'][],
  targetOf: readonly (ActuatorTarget | undefined)[],
  blockers: readonly (number | undefined)[],
): Map<number, Verdict> {
  const verdicts = new Map<number, Verdict>();
  ordered.forEach((winner, i) => {
    const held = heldAs[i];
    const target = targetOf[i];
    const blockedBy = blockers[i];
    verdicts.set(
      winner.aid,
      held !== undefined
        ? { winner, held }
        : blockedBy === undefined
          ? { winner, target }
          : { winner, target, blockedBy },
    );
  });
  return verdicts;
}

/**
 * The highest-ranked proposal per actuator (ties: the first proposed), highest rank first, then by
 * aid. Sorted by insertion as they come: a few dozen, inline compares (a sort's comparator calls
 * cost more on every decision).
 */
function winnersOf(proposals: readonly Proposal[]): Proposal[] {
  const winners = new Map<number, Proposal>();
  for (const p of proposals) {
    const best = winners.get(p.aid);
    if (!best || p.rank > best.rank) winners.set(p.aid, p);
  }
  const ordered: Proposal[] = [];
  for (const p of winners.values()) {
    let i = ordered.length;
    ordered.push(p);
    while (i > 0) {
      const q = ordered[i - 1];
      if (q === undefined || q.rank > p.rank || (q.rank === p.rank && q.aid < p.aid)) break;
      ordered[i--] = q;
    }
    ordered[i] = p;
  }
  return ordered;
}

/** Whether `aid` runs: as decided this round (higher rank first), else as it stands. */
function runs(
  ctx: Context,
  aid: number,
  given: readonly number[],
  targets: readonly ActuatorTarget[],
): boolean {
  const i = given.indexOf(aid);
  if (i >= 0) return isActive(targets[i]);
  const live = ctx.live(aid);
  return live.on === true || (live.pos ?? 0) > 0;
}
