/**
 * Requests on the live channel: published only while the base's subscriptions stand, so the
 * answer cannot outrun them. A request made while they do not (offline, reconnecting, switching)
 * waits in the outbox and goes out once, right after the SUBACK; one that times out or is cancelled
 * leaves the outbox and is never sent late. QoS 0 requests fail at once while offline.
 * A QoS 1 request sent but not answered when the connection drops is sent again, with the same
 * qryId, after the reconnect, and again every `resendMs` while it waits: its ack may have been lost
 * with a restarting broker, or the controller not yet subscribed again. The controller
 * answers a repeated qryId without applying it twice.
 */
import { validateMessage } from '../../protocol/live/validate.ts';
import { ackTopicOf, topicOf, type RequestTopicName } from '../../protocol/topics.ts';
import { ackError } from './ack-error.ts';
import { LiveError } from './errors.ts';
import type { PendingRequests, ReadAnswer } from './pending.ts';
import type { AnswerMessage, AnswerOf, ConfTypOf, MethodOf, MqttLike, ParaOf } from './types.ts';

type Outgoing = { key: string; base: string; topic: string; payload: string; qos: 0 | 1 };

export type RequestDeps = {
  mqtt: MqttLike;
  pending: PendingRequests;
  nextQryId: () => string;
  base: () => string | null;
  /** True when the selected base's subscriptions are in place on this connection. */
  ready: () => boolean;
  ackTimeoutMs: number;
  /** How long a QoS 1 request waits for its ack before it is sent again (same qryId). */
  resendMs?: number;
};

/** QoS 1 requests unanswered after this long are sent again. */
export const defaultResendMs = 3_000;

/** QoS 1 where the seed asks for it (system/conf: a configuration change must not be lost); QoS 0
 * for commands and queries, so a manual command fails at once while offline instead of moving a
 * vent minutes later, and a lost query is covered by the timeout. */
export const qosOf = (topicName: RequestTopicName): 0 | 1 => (topicName === 'system/conf' ? 1 : 0);

/**
 * True when `message` (already checked by its topic's schema on the way in) is the successful answer
 * to a request of `topicName`, `confTyp` and `method`: a conf answer's data was checked for the
 * confTyp and method it names, so those must be the request's for it to have the request's type.
 */
function isAnswerTo<N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
  topicName: N,
  confTyp: C,
  method: M,
  message: AnswerMessage,
): message is AnswerOf<N, C, M> {
  if (message.code !== 0) return false;
  if (!('confTyp' in message)) return topicName === 'sensor/query/historyData';
  return message.confTyp === confTyp && message.method === method;
}

export function createRequests(deps: RequestDeps) {
  const outbox = new Map<string, Outgoing>();
  /** QoS 1 requests on the wire, waiting for their ack, with their resend timer. */
  const inFlight = new Map<string, Outgoing>();
  const resendTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const resendMs = deps.resendMs ?? defaultResendMs;
  const forget = (key: string) => {
    outbox.delete(key);
    inFlight.delete(key);
    clearTimeout(resendTimers.get(key));
    resendTimers.delete(key);
  };
  const scheduleResend = (item: Outgoing) => {
    clearTimeout(resendTimers.get(item.key));
    resendTimers.set(
      item.key,
      setTimeout(() => {
        resendTimers.delete(item.key);
        if (!inFlight.has(item.key)) return;
        if (deps.ready() && deps.mqtt.connected) send(item);
        else scheduleResend(item);
      }, resendMs),
    );
  };

  function send(item: Outgoing): void {
    if (item.qos === 1) {
      inFlight.set(item.key, item);
      scheduleResend(item);
    }
    deps.mqtt.publish(item.topic, item.payload, { qos: item.qos }, (error) => {
      if (error) deps.pending.fail(item.key, new LiveError('live.offline'));
    });
  }

  return {
    send<N extends RequestTopicName, C extends ConfTypOf<N>, M extends MethodOf<N>>(
      topicName: N,
      confTyp: C,
      method: M,
      para?: ParaOf<N>,
      timeoutMs?: number,
    ): Promise<AnswerOf<N, C, M>> {
      const base = deps.base();
      if (base === null) return Promise.reject(new LiveError('live.noBase'));
      const message = { confTyp, method, qryId: deps.nextQryId(), para: para ?? {} };
      // The one check of a request in the app: para comes from a form, its ranges are not in its type.
      const checked = validateMessage(topicName, message);
      if (!checked.ok) return Promise.reject(new LiveError('live.badRequest', { reason: checked.reason }));
      const qos = qosOf(topicName);
      if (qos === 0 && !deps.mqtt.connected) return Promise.reject(new LiveError('live.offline'));
      const ackTopic = ackTopicOf[topicName];
      const wait = timeoutMs ?? deps.ackTimeoutMs;
      const read: ReadAnswer<AnswerOf<N, C, M>> = (ack) =>
        ack.code !== 0
          ? { error: ackError(ack.code, ack.msg, 'data' in ack ? ack.data : undefined) }
          : isAnswerTo(topicName, confTyp, method, ack)
            ? { value: ack }
            : undefined;
      const { key, answer } = deps.pending.add(base, ackTopic, message.qryId, wait, read, (): void =>
        forget(key),
      );
      const item = { key, base, topic: topicOf(base, topicName), payload: JSON.stringify(message), qos };
      if (deps.ready() && deps.mqtt.connected) send(item);
      else outbox.set(key, item);
      return answer;
    },
    /** After the SUBACK of `base`: everything waiting for it goes out, once, in order. */
    flush(base: string): void {
      for (const item of [...outbox.values()]) {
        if (item.base !== base) continue;
        outbox.delete(item.key);
        send(item);
      }
    },
    /** The connection is gone: waiting QoS 0 requests fail now; QoS 1 ones keep waiting. */
    offline(): void {
      for (const item of [...outbox.values()]) {
        if (item.qos === 0) deps.pending.fail(item.key, new LiveError('live.offline'));
      }
      for (const item of inFlight.values()) {
        clearTimeout(resendTimers.get(item.key));
        resendTimers.delete(item.key);
        outbox.set(item.key, item);
      }
      inFlight.clear();
    },
    waiting: () => outbox.size,
  };
}
