/**
 * Requests are applied at most once per qryId: a QoS 1 request that the broker or the
 * client delivers again (after a broker restart the client resends what was not PUBACKed) gets the
 * answer it got the first time, and nothing is changed twice. Bounded: the newest `capacity` ids.
 */
import type { Answer } from './context.ts';

export type ReplayGuard = {
  /** The answer already sent for this topic and qryId, if any. */
  seen(topic: string, qryId: string): Answer | undefined;
  remember(topic: string, qryId: string, answer: Answer): void;
};

export function createReplayGuard(capacity = 512): ReplayGuard {
  const answers = new Map<string, Answer>();
  return {
    seen: (topic, qryId) => answers.get(`${topic}\n${qryId}`),
    remember(topic, qryId, answer) {
      const key = `${topic}\n${qryId}`;
      answers.delete(key);
      // A replay only re-sends the payload; `after` (a reboot, say) must not run twice.
      answers.set(key, { payload: answer.payload, deflateAbove: answer.deflateAbove });
      const oldest = answers.keys().next();
      if (answers.size > capacity && !oldest.done) answers.delete(oldest.value);
    },
  };
}
