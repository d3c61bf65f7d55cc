/**
 * Periodic reports while the clock catches up (Clock.catchingUp: a jump's early chunks, time that
 * passes in one go and that no one watches live). The controllers keep every reading, move and
 * decision; only what they send on a period is thinned, so a 12-hour jump costs a fraction of the
 * messages (and of the checks on them) that 12 paced hours would.
 */
import type { Clock } from './clock.ts';

/** While catching up, a periodic report goes out at most once per this much simulated time. */
export const catchUpEveryMs = 60_000;

/** A periodic report's gate: open on every call, except while catching up, then once per catchUpEveryMs. */
export function catchUpGate(clock: Pick<Clock, 'now' | 'catchingUp'>): () => boolean {
  let openedAt = -Infinity;
  return () => {
    const now = clock.now();
    if (clock.catchingUp() && now - openedAt < catchUpEveryMs) return false;
    openedAt = now;
    return true;
  };
}
