/**
 * The log lines of one decision's changed targets: actuators a module moved the same way at the
 * same time (a strategy's vents in every zone) share one line, so the log tells one change of the
 * strategy's decision once, not once per actuator. A line about one actuator keeps its aid.
 */
import type { Actuator } from '../../protocol/index.ts';
import { describeTarget, label } from './targets.ts';
import type { ActuatorTarget, AutomationLog, Proposal } from './types.ts';

export type Change = { p: Proposal; actuator: Actuator | undefined; target: ActuatorTarget; reason: string };

const maxLength = 300;

function names(changes: readonly Change[], room: number): string {
  const all = changes.map((c) => label(c.actuator, c.p.aid)).join(', ');
  if (all.length <= room) return all;
  const first = label(changes[0]?.actuator, changes[0]?.p.aid ?? 0);
  return `${first} +${changes.length - 1}`;
}

export function changeLogs(changes: readonly Change[]): AutomationLog[] {
  const groups = new Map<string, [Change, ...Change[]]>();
  for (const c of changes) {
    const key = `${c.p.kind}|${c.p.source}|${describeTarget(c.target)}`;
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  }
  return [...groups.values()].map((group) => {
    const [{ p, target, reason }] = group;
    const tail = ` ${describeTarget(target)} (${reason})`;
    const room = Math.max(40, maxLength - p.source.length - tail.length - 2);
    return {
      kind: p.kind,
      aid: group.length === 1 ? p.aid : null,
      message: `${p.source}: ${names(group, room)}${tail}`.slice(0, maxLength),
    };
  });
}
