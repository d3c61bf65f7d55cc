/**
 * The controller's live decisions (`output` records, one per strategy and actuator, followed through
 * unsolicited reports) grouped by strategy: what each strategy asks of each actuator now and
 * whether the actuator does it.
 */
import { useMemo } from 'react';
import type { Output } from '../../../../protocol/live/system.ts';
import { useLiveList, type LiveList } from '../../../live/query';

export type StrategyOutputs = Omit<LiveList<Output>, 'items'> & {
  byStid: ReadonlyMap<number, readonly Output[]>;
};

export function groupOutputs(outputs: readonly Output[]): Map<number, Output[]> {
  const byStid = new Map<number, Output[]>();
  for (const o of [...outputs].sort((a, b) => a.aid - b.aid)) {
    const list = byStid.get(o.stid);
    if (list) list.push(o);
    else byStid.set(o.stid, [o]);
  }
  return byStid;
}

export function useStrategyOutputs(): StrategyOutputs {
  const list = useLiveList('output');
  const byStid = useMemo(() => groupOutputs(list.items), [list.items]);
  return { ...list, byStid };
}
