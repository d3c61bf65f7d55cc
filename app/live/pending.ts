/** Requests waiting for their ack, keyed by base, ack topic and qryId; each with its own timeout. */
import { LiveError } from './errors.ts';

type Entry = {
  base: string;
  resolve: (value: unknown) => void;
  reject: (error: LiveError) => void;
  timer: ReturnType<typeof setTimeout>;
  /** Runs however the request ends (answer, timeout, cancel): e.g. takes it out of the outbox. */
  done?: () => void;
};

export type PendingRequests = ReturnType<typeof createPending>;

const keyOf = (base: string, ackTopic: string, qryId: string) => `${base}\u0000${ackTopic}\u0000${qryId}`;

export function createPending() {
  const entries = new Map<string, Entry>();

  function take(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    clearTimeout(entry.timer);
    entry.done?.();
    return entry;
  }

  return {
    /** Registers a request before it is published, so even an instant ack finds it. */
    add(
      base: string,
      ackTopic: string,
      qryId: string,
      timeoutMs: number,
      done?: () => void,
    ): { key: string; answer: Promise<unknown> } {
      const key = keyOf(base, ackTopic, qryId);
      const answer = new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => {
          take(key)?.reject(new LiveError('live.ackTimeout', { seconds: Math.round(timeoutMs / 100) / 10 }));
        }, timeoutMs);
        entries.set(key, { base, resolve, reject, timer, done });
      });
      return { key, answer };
    },
    /** Settles the request an ack answers; false when none waits for it (a report, or too late). */
    settle(
      base: string,
      ackTopic: string,
      qryId: string | null,
      outcome: { value: unknown } | { error: LiveError },
    ): boolean {
      if (qryId === null) return false;
      const entry = take(keyOf(base, ackTopic, qryId));
      if (!entry) return false;
      if ('error' in outcome) entry.reject(outcome.error);
      else entry.resolve(outcome.value);
      return true;
    },
    fail(key: string, error: LiveError): void {
      take(key)?.reject(error);
    },
    /** Rejects every request (of one base, or all) with `error`. */
    failAll(error: LiveError, base?: string): void {
      for (const [key, entry] of [...entries])
        if (base === undefined || entry.base === base) take(key)?.reject(error);
    },
    size: () => entries.size,
  };
}
