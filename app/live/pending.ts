/** Requests waiting for their ack, keyed by base, ack topic and qryId; each with its own timeout. */
import { LiveError } from './errors.ts';
import type { AnswerMessage } from './types.ts';

/**
 * What a request makes of a message on its ack topic with its qryId: its answer (typed), its
 * refusal, or undefined when the message does not answer it (it then stays pending).
 */
export type ReadAnswer<A> = (message: AnswerMessage) => { value: A } | { error: LiveError } | undefined;

type Entry = {
  base: string;
  /** Settles the request with `message` when it answers it; false when it does not. */
  settle: (message: AnswerMessage) => boolean;
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
    add<A>(
      base: string,
      ackTopic: string,
      qryId: string,
      timeoutMs: number,
      read: ReadAnswer<A>,
      done?: () => void,
    ): { key: string; answer: Promise<A> } {
      const key = keyOf(base, ackTopic, qryId);
      const answer = new Promise<A>((resolve, reject) => {
        const timer = setTimeout(() => {
          take(key)?.reject(new LiveError('live.ackTimeout', { seconds: Math.round(timeoutMs / 100) / 10 }));
        }, timeoutMs);
        const settle = (message: AnswerMessage) => {
          const outcome = read(message);
          if (!outcome) return false;
          take(key);
          if ('error' in outcome) reject(outcome.error);
          else resolve(outcome.value);
          return true;
        };
        entries.set(key, { base, settle, reject, timer, done });
      });
      return { key, answer };
    },
    /** Settles the request an ack answers; false when none waits for it (a report, or too late). */
    settle(base: string, ackTopic: string, qryId: string | null, message: AnswerMessage): boolean {
      if (qryId === null) return false;
      return entries.get(keyOf(base, ackTopic, qryId))?.settle(message) ?? false;
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
