/**
 * When each bound base was last heard from in this session: the newest `sensor/data` time of the
 * selected base, kept per base topic so the server list can show it for bases not selected now
 * (the app listens to one base at a time; the cloud's online channel is not used).
 */
import { create } from 'zustand';
import { useConnectionStore } from './connection-store';
import { useLiveReadingsStore } from './live-readings-store';

export const useLastSeen = create<{ byBase: Record<string, number> }>(() => ({ byBase: {} }));

/** Records a reading time for a base (newest wins). */
export function recordSeen(base: string, ts: number): void {
  const before = useLastSeen.getState().byBase[base];
  if (before !== undefined && before >= ts) return;
  useLastSeen.setState((s) => ({ byBase: { ...s.byBase, [base]: ts } }));
}

let started = false;
/** Starts following the readings store (idempotent); app/wiring.ts calls it at start-up. */
export function startLastSeen(): void {
  if (started) return;
  started = true;
  const note = (updatedAt: number | null) => {
    const base = useConnectionStore.getState().base;
    if (base && updatedAt !== null) recordSeen(base, updatedAt);
  };
  note(useLiveReadingsStore.getState().updatedAt);
  useLiveReadingsStore.subscribe((s) => note(s.updatedAt));
}
