/**
 * The selected base's time zone (its `system` record), in which every screen shows and takes times.
 * The app shell follows the record once (useFarmZoneFeed) and every time on screen reads the zone from
 * a small store, so a list of a hundred rows does not ask a hundred times.
 * Until the base answers: the zone it had last time on this device (kept per base), so a reload does
 * not show browser times that jump a second later; a base never seen before: the browser's zone
 * (null), then its own once it answers.
 */
import { useCallback, useLayoutEffect } from 'react';
import { create } from 'zustand';
import { farmDay, formatFarm, type FarmZone } from '../../lib/farm-time';
import { nextTask } from '../../lib/next-task';
import { browserStorage, readKey, STORAGE_PREFIX, writeKey } from '../../lib/storage';
import { useConnectionStore } from '../../stores/connection-store';
import { useSystemInfo } from './use-system-info';

const keyOf = (base: string) => `${STORAGE_PREFIX}:farm-zone:${base}`;

const rememberedZone = (base: string | null): FarmZone =>
  base === null ? null : (readKey(browserStorage(), keyOf(base)) ?? null);

/** The zone of the selected base as the shell last learnt it (null: the browser's). */
export const useFarmZoneStore = create<{ zone: FarmZone }>(() => ({
  zone: rememberedZone(useConnectionStore.getState().base),
}));

/**
 * A base selected: its remembered zone at once, before any screen renders on it (not from the
 * shell's layout effect, a second render of every time shown); and the browser's first zone-aware
 * clock (tens of ms on a phone) built in a task of its own, ahead of the first render that needs it.
 */
useConnectionStore.subscribe((state, previous) => {
  if (state.base === previous.base) return;
  const zone = rememberedZone(state.base);
  useFarmZoneStore.setState({ zone });
  if (zone !== null) void nextTask().then(() => farmDay(0, zone));
});

/** Follows the selected base's `system` record into the store; the app shell calls it once. */
export function useFarmZoneFeed(): void {
  const base = useConnectionStore((s) => s.base);
  const answered = useSystemInfo().data?.timezone ?? null;
  // Before the paint: a remembered zone shows at once, not after a frame of browser times.
  useLayoutEffect(() => {
    if (base !== null && answered !== null) writeKey(browserStorage(), keyOf(base), answered);
    useFarmZoneStore.setState({ zone: answered ?? rememberedZone(base) });
  }, [base, answered]);
}

/** The selected base's IANA zone; null while unknown (the browser's zone stands in). */
export const useFarmZone = (): FarmZone => useFarmZoneStore((s) => s.zone);

/** Formats a moment on the selected base's clock: `farmClock(ts, 'HH:mm:ss')` (patterns of formatFarm). */
export function useFarmClock(): (moment: number | Date, pattern: string) => string {
  const zone = useFarmZone();
  return useCallback((moment, pattern) => formatFarm(moment, pattern, zone), [zone]);
}
