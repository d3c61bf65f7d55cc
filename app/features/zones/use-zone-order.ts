/**
 * Up/down reordering of the zones list. The moved zones show their new place at once (pending
 * orders) and keep it until the controller's report carries the same order, or go back on a refusal.
 */
import { useState } from 'react';
import type { Zone } from '../../../protocol/live/zone.ts';
import { useConfAction } from '../../live/hooks/use-conf-action.ts';
import { moveZone, sortZones, withOrders } from './zone-order.ts';

export type ZoneOrder = {
  /** The zones in the order shown, pending moves applied. */
  zones: Zone[];
  moving: boolean;
  move: (zid: number, direction: -1 | 1) => Promise<void>;
};

/** Drops the pending orders the list now agrees with, and those of zones no longer listed. */
function settle(pending: Map<number, number>, items: readonly Zone[]): Map<number, number> {
  const next = new Map(pending);
  for (const [zid, order] of pending) {
    const zone = items.find((z) => z.f_zone_id === zid);
    if (!zone || zone.order === order) next.delete(zid);
  }
  return next;
}

export function useZoneOrder(items: readonly Zone[]): ZoneOrder {
  const action = useConfAction();
  const [pending, setPending] = useState<Map<number, number>>(() => new Map());
  const [seen, setSeen] = useState(items);
  if (seen !== items) {
    // React's "adjust state when a prop changes": settle against each new list during render.
    setSeen(items);
    if (pending.size > 0) setPending(settle(pending, items));
  }
  const zones = sortZones(withOrders(items, pending));

  const move = async (zid: number, direction: -1 | 1) => {
    const updates = moveZone(zones, zid, direction);
    if (updates.length === 0) return;
    setPending((prev) => new Map([...prev, ...updates.map((u) => [u.f_zone_id, u.order] as const)]));
    const acks = await Promise.all(updates.map((zone) => action.send('zone', 'update', zone)));
    if (acks.some((ack) => ack === null)) {
      setPending((prev) => {
        const next = new Map(prev);
        for (const u of updates) next.delete(u.f_zone_id);
        return next;
      });
    }
  };
  return { zones, moving: action.pending, move };
}
