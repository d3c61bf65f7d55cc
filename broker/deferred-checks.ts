/**
 * Contract checks after delivery on the broker's own thread, in slices of at most `sliceMs` between
 * its I/O: where the monitor's thread (broker/monitor-thread.ts) goes on when that thread fails. On
 * its own it does not lighten the broker (the same CPU and garbage in the same heap: measured in
 * docs/fleet-profile.md); strict mode checks before delivery, as it must drop.
 */
import { Fifo } from './emit-queue.ts';

export type PendingCheck = { id: string; topic: string; payload: Uint8Array | string };

export type DeferredChecks = {
  /** Queues a check; beyond `maxQueued` waiting, the check is skipped (counted, logged). */
  push: (check: PendingCheck) => void;
  /** Checks not made because the queue was full. */
  skipped: () => number;
};

export function createDeferredChecks(
  run: (check: PendingCheck) => void,
  options: { sliceMs?: number; maxQueued?: number; log?: (line: string) => void } = {},
): DeferredChecks {
  const sliceMs = options.sliceMs ?? 4;
  const maxQueued = options.maxQueued ?? 50_000;
  const queue = new Fifo<PendingCheck>();
  let scheduled = false;
  let skipped = 0;
  let loggedAt = -Infinity;

  const drain = () => {
    scheduled = false;
    const until = performance.now() + sliceMs;
    do {
      const next = queue.shift();
      if (!next) return;
      try {
        run(next);
      } catch (error) {
        options.log?.(`[broker] contract check of ${next.topic} failed: ${String(error)}`);
      }
    } while (performance.now() < until);
    schedule();
  };
  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    setImmediate(drain);
  };

  return {
    push(check) {
      if (queue.length >= maxQueued) {
        skipped++;
        if (performance.now() - loggedAt > 60_000) {
          loggedAt = performance.now();
          options.log?.(`[broker] contract monitor behind: ${skipped} checks skipped so far`);
        }
        return;
      }
      queue.push(check);
      schedule();
    },
    skipped: () => skipped,
  };
}
