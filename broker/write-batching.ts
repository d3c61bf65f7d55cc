/**
 * One `writev` per turn of the event loop and socket, not one per message. aedes writes each
 * delivery from its own `setImmediate`, and mqtt-packet corks the socket for one packet and uncorks
 * it on the next tick, which Node runs after every immediate: a subscriber of a fleet's
 * `sensor/data` got one system call per message (15 % of the broker's CPU at 5,000 a second,
 * docs/fleet-profile.md). Holding the cork until the next turn's immediates gathers what one turn
 * delivers into one write; the wait is one turn of the loop, which does not block on I/O while
 * an immediate is pending.
 */
import type { Duplex } from 'node:stream';

export function batchWritesPerTurn(conn: Duplex): void {
  let held = false;
  const release = () => {
    held = false;
    // A socket destroyed meanwhile has nothing left to flush.
    if (!conn.destroyed) conn.uncork();
  };
  const write = conn.write.bind(conn) as (...args: unknown[]) => boolean;
  conn.write = ((...args: unknown[]) => {
    if (!held && !conn.destroyed) {
      held = true;
      conn.cork();
      setImmediate(release);
    }
    return write(...args);
  }) as Duplex['write'];
}
