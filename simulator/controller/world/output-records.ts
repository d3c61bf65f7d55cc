/**
 * The controller's `output` records: one per (strategy, actuator) an enabled strategy
 * proposes for, written from each decision's outcomes. A record changes only when the wish does
 * (command, value, applied, overruledBy; the reason is refreshed then, not on every tick), and each
 * add, update and delete is reported unsolicited on system/confack so every app follows it.
 */
import type { Output } from '../../../protocol/index.ts';
import type { Outcome } from '../../../model/automation/types.ts';
import type { ControllerContext } from '../context.ts';

type Wish = Omit<Output, 'oid' | 'at'>;

const keyOf = (stid: number, aid: number) => `${stid}:${aid}`;

export function wishOf(o: Outcome): Wish {
  return {
    stid: o.stid,
    aid: o.aid,
    command: o.target.action,
    value: o.target.action === 'set' ? Math.round(o.target.value * 10) / 10 : null,
    reason: o.reason.slice(0, 300),
    applied: o.applied,
    overruledBy: o.overruledBy === null ? null : o.overruledBy.slice(0, 120),
    why: o.why,
  };
}

const sameWish = (a: Output, b: Wish) =>
  a.command === b.command &&
  a.value === b.value &&
  a.applied === b.applied &&
  a.overruledBy === b.overruledBy;

/** Brings the output records in line with one decision's outcomes at controller time `now`. */
export function writeOutputs(ctx: ControllerContext, outcomes: readonly Outcome[], now: number): void {
  const records = new Map(ctx.config.list('output').map((r) => [keyOf(r.stid, r.aid), r]));
  const report = (method: 'add' | 'update' | 'delete', data: unknown) =>
    ctx.outbox.report('system/confack', 'output', method, data);
  for (const outcome of outcomes) {
    const key = keyOf(outcome.stid, outcome.aid);
    const wish = wishOf(outcome);
    const record = records.get(key);
    records.delete(key);
    if (!record) report('add', ctx.config.add('output', { ...wish, at: now }));
    else if (!sameWish(record, wish)) {
      const next: Output = { ...record, ...wish, at: now };
      ctx.config.put('output', next);
      report('update', next);
    }
  }
  // What is left no strategy proposes any more (disabled, deleted, or no wish for that actuator).
  for (const record of records.values()) {
    ctx.config.remove('output', record.oid);
    report('delete', { oid: record.oid });
  }
}
