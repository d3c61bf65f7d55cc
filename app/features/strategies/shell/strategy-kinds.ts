// Strategy records of one kind from the selected base, highest priority first, and the `?stid=` param.
import { useMemo } from 'react';
import type { Strategy, StrategyKind } from '../../../../protocol/live/climate.ts';
import { useLiveList, type LiveList } from '../../../live/query';

export type StrategyOf<K extends StrategyKind> = Extract<Strategy, { kind: K }>;

/** Whether a strategy is of kind K. */
export const isStrategyOf =
  <K extends StrategyKind>(kind: K) =>
  (s: Strategy): s is StrategyOf<K> =>
    s.kind === kind;

/** The live list of strategies, narrowed to one kind (the list follows other clients' saves). */
export function useStrategies<K extends StrategyKind>(
  kind: K,
): Omit<LiveList<Strategy>, 'items' | 'empty'> & { items: StrategyOf<K>[]; empty: boolean } {
  const list = useLiveList('strategy');
  const items = useMemo(
    () => list.items.filter(isStrategyOf(kind)).sort((a, b) => b.priority - a.priority || a.stid - b.stid),
    [list.items, kind],
  );
  return { ...list, items, empty: list.state === 'ready' && items.length === 0 };
}

export type StidParam = { kind: 'new' } | { kind: 'edit'; stid: number } | { kind: 'bad' };

/** `?stid=12` edits strategy 12; `?stid=new` or no `stid` creates one; anything else is a bad link. */
export function parseStid(search: URLSearchParams): StidParam {
  const raw = search.get('stid');
  if (raw === null || raw === 'new') return { kind: 'new' };
  return /^[1-9]\d{0,8}$/.test(raw.trim()) ? { kind: 'edit', stid: Number(raw.trim()) } : { kind: 'bad' };
}
