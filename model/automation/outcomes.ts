/**
 * Each strategy's wish per actuator after resolution (the controller's `output` records): the
 * strategy's own highest-ranked proposal for the actuator, and whether the actuator does it. Not
 * applied when another proposal won with a different target (named by its strategy's or module's
 * name), when the actuator is manual or disabled, or when an interlocked partner kept it inactive.
 */
import type { Context } from './context.ts';
import type { Verdict } from './resolve.ts';
import { roundedWhy, sameTarget } from './targets.ts';
import type { Outcome, Proposal } from './types.ts';

/** Who asked, in the grower's words: the strategy's name, else the module's source. */
function ownerOf(ctx: Context, p: Proposal): string {
  if (p.stid === undefined) return p.source;
  return ctx.config.strategy.find((s) => s.stid === p.stid)?.name ?? p.source;
}

function outcomeOf(ctx: Context, p: Proposal & { stid: number }, verdict: Verdict | undefined): Outcome {
  const wish = {
    stid: p.stid,
    aid: p.aid,
    target: p.target,
    reason: p.reason,
    why: p.why ? roundedWhy(p.why) : null,
  };
  if (!verdict) return { ...wish, applied: false, overruledBy: null }; // unreachable: every aid is judged
  if (verdict.held) return { ...wish, applied: false, overruledBy: verdict.held };
  if (verdict.winner !== p) {
    if (verdict.target && sameTarget(verdict.target, p.target))
      return { ...wish, applied: true, overruledBy: null };
    return { ...wish, applied: false, overruledBy: ownerOf(ctx, verdict.winner) };
  }
  if (verdict.blockedBy !== undefined) {
    const partner = ctx.actuator(verdict.blockedBy)?.name ?? `actuator ${verdict.blockedBy}`;
    return { ...wish, applied: false, overruledBy: partner };
  }
  return { ...wish, applied: true, overruledBy: null };
}

const ofStrategy = (p: Proposal): p is Proposal & { stid: number } => p.stid !== undefined;

/** One outcome per (stid, aid) a strategy proposed for, ordered by stid then aid. */
export function outcomesOf(
  ctx: Context,
  proposals: readonly Proposal[],
  verdicts: ReadonlyMap<number, Verdict>,
): Outcome[] {
  const own = new Map<string, Proposal & { stid: number }>();
  for (const p of proposals) {
    if (!ofStrategy(p)) continue;
    const key = `${p.stid}:${p.aid}`;
    const best = own.get(key);
    if (!best || p.rank > best.rank) own.set(key, p);
  }
  return [...own.values()]
    .sort((a, b) => a.stid - b.stid || a.aid - b.aid)
    .map((p) => outcomeOf(ctx, p, verdicts.get(p.aid)));
}
