/** `kind[:sn[:id]][,param=value...]` -> a fault command (`topic=` goes into the target). */
import { describe } from '../../protocol/index.ts';
import { faultCommand, type FaultCommand } from '../faults.ts';

export function parseFaultSpec(spec: string): FaultCommand | { error: string } {
  const [head = '', ...pairs] = spec.trim().split(',');
  const [kind, sn, id] = head.split(':');
  if (!kind) return { error: `fault "${spec}": no kind` };
  const target: { sn?: string; id?: number; topic?: string } = {};
  if (sn && sn !== '*') target.sn = sn;
  if (id) {
    const n = Number(id);
    if (!Number.isInteger(n) || n < 1)
      return { error: `fault "${spec}": id ${id} is not a positive integer` };
    target.id = n;
  }
  const params: Record<string, unknown> = {};
  for (const pair of pairs) {
    const [key, value] = pair.split('=');
    if (!key || value === undefined) return { error: `fault "${spec}": ${pair} is not param=value` };
    if (key === 'topic') target.topic = value;
    else
      params[key] =
        value === 'true'
          ? true
          : value === 'false'
            ? false
            : Number.isNaN(Number(value))
              ? value
              : Number(value);
  }
  const command = faultCommand.safeParse({ op: 'set', kind, target, params });
  return command.success ? command.data : { error: `fault "${spec}": ${describe(command.error)}` };
}
