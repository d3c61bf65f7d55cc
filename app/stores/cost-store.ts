// The user's cost (seed section 3): read by the payment guard on every navigation.
import { create } from 'zustand';
import { cost as costSchema, type Cost } from '../../protocol/rest';
import { z } from '../../protocol/zod-mini';
import { readItem, removeItem, writeItem } from './session-keys';

export type CostState = {
  /** The cost record; null when the user has none. */
  cost: Cost | null;
  /** True once the cost has been fetched in this page load (a stored copy is only a start). */
  loaded: boolean;
};

export const useCost = create<CostState>(() => ({
  cost: readItem('userCost', z.nullable(costSchema)) ?? null,
  loaded: false,
}));

/** Keeps a freshly fetched cost (null = no cost data). */
export function setCost(cost: Cost | null): void {
  writeItem('userCost', cost);
  useCost.setState({ cost, loaded: true });
}

/** Marks the cost as stale so the next navigation fetches it again. */
export const invalidateCost = (): void => useCost.setState({ loaded: false });

/** Forgets the cost (logout). */
export function clearCost(): void {
  removeItem('userCost');
  useCost.setState({ cost: null, loaded: false });
}
