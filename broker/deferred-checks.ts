/**
 * The contract monitor off the delivery path (non-strict mode): a publish is passed on at once and
 * checked after, in slices of at most `sliceMs` between the broker's I/O. At 5,000 sensor/data per
 * second the check (decode and schema, ~45 us for 52 readings) took a fifth of a core in front of
 * every delivery, and aedes' p99 went from ~20 ms to several hundred whenever its collector ran
 * (docs/fleet-profile.md, session 26). Strict mode still checks before delivery: it must drop.
 */
import { Fifo } from './emit-queue.ts';

export type PendingCheck = { id: string; topic: string; payload: Uint8Array | string };

export type DeferredChecks = {
  /** Queues a check; beyond `maxQueued` waiting, the check is skipped (counted, logged). */
  push(check: PendingCheck): void;
  /** Checks not made because the queue was full. */
  skipped(): number;
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
