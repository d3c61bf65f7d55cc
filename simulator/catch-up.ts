/**
 * Periodic reports while the clock catches up (Clock.catchingUp: a jump's early chunks, time that
 * passes in one go and that no one watches live). The controllers keep every reading, move and
 * decision; only what they send on a period is thinned, so a 12-hour jump costs a fraction of the
 * messages (and of the checks on them) that 12 paced hours would.
 */
import type { Clock } from './clock.ts';

/**
 * While catching up, a periodic report goes out at most once per this much simulated time: a day's
 * jump then sends a reading a controller every ten minutes, enough to watch it go by.
 */
export const catchUpEveryMs = 600_000;

/**
 * A periodic report's gate: open at most once per `everyMs` of simulated time (default 0: on every
 * call), and while catching up at most once per catchUpEveryMs.
 */
export function catchUpGate(clock: Pick<Clock, 'now' | 'catchingUp'>, everyMs = 0): () => boolean {
  let openedAt = -Infinity;
  return () => {
    const now = clock.now();
    const period = clock.catchingUp() ? Math.max(everyMs, catchUpEveryMs) : everyMs;
    if (now - openedAt < period) return false;
    openedAt = now;
    return true;
  };
}
