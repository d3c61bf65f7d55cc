/**
 * The MQTT.js implementation of the LiveClient port: connection status, the selected base's
 * subscriptions, incoming messages classified and routed, requests settled by their ack.
 */
import { defaultLimits } from '../../protocol/codec.ts';
import type { Ack } from '../../protocol/live/envelope.ts';
import type { HistoryData, SensorData } from '../../protocol/live/sensor.ts';
import { validateMessage } from '../../protocol/live/validate.ts';
import { ackTopicOf, topicOf, type RequestTopicName } from '../../protocol/topics.ts';
import { ackError, LiveError } from './errors.ts';
import { makeClientId, qryIdSource } from './ids.ts';
import { classify } from './inbound.ts';
import { createListeners } from './listeners.ts';
import { liveConnectOptions } from './mqtt-options.ts';
import { createPending } from './pending.ts';
import { createSubscriptions } from './subscriptions.ts';
import type {
  AnswerOf,
  ConnectionState,
  InvalidMessage,
  LiveClient,
  LiveClientOptions,
  ReportArgs,
} from './types.ts';

export const defaultAckTimeoutMs = 10_000;
/** Invalid messages logged one by one before the log thins out to one in a hundred. */
const invalidLogBurst = 20;

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const log = options.log ?? ((line: string) => console.warn(line));
  const limits = { ...defaultLimits, ...options.codecLimits };
  const clientId = makeClientId(options.clientIdPrefix);
  const nextQryId = qryIdSource();
  const pending = createPending();
  const reports = createListeners<ReportArgs>('report', log);
  const readings = createListeners<[SensorData, string]>('sensor data', log);
  const connection = createListeners<[ConnectionState]>('connection', log);
  const invalid = createListeners<[InvalidMessage]>('invalid message', log);
  let state: ConnectionState = { status: 2, subscription: 0, error: null };
  let invalidSeen = 0;

  function update(patch: Partial<ConnectionState>): void {
    const next = { ...state, ...patch };
    if (
      next.status === state.status &&
      next.subscription === state.subscription &&
      next.error === state.error
    )
      return;
    state = next;
    connection.emit(state);
  }

  // Status 2: connecting starts now.
  const mqtt = options.connect(options.url, liveConnectOptions(clientId, options.username, options.password));
  const subs = createSubscriptions(
    mqtt,
    (subscription, error) => update({ subscription, ...(error ? { error } : {}) }),
    log,
  );

  mqtt.on('connect', () => {
    update({ status: 1, error: null });
    subs.restore();
  });
  mqtt.on('reconnect', () => update({ status: 2 }));
  for (const event of ['close', 'disconnect', 'offline', 'end'] as const) {
    mqtt.on(event, () => {
      update({ status: 0, subscription: 0 });
      subs.lost();
    });
  }
  mqtt.on('error', (error) => {
    log(`[live] ${error.message}`);
    update({ error: error.message });
  });
  mqtt.on('message', (topic, payload) => {
    const inbound = classify(topic, payload, limits, subs.base());
    if (inbound.kind === 'invalid') {
      invalidSeen++;
      if (invalidSeen <= invalidLogBurst || invalidSeen % 100 === 0) {
        log(`[live] dropped message #${invalidSeen} on ${topic}: ${inbound.reason}`);
      }
      invalid.emit({ topic, reason: inbound.reason });
    } else if (inbound.kind === 'sensorData') {
      readings.emit(inbound.data, inbound.base);
    } else if (inbound.kind === 'report') {
      settle(inbound.base, inbound.report);
      reports.emit(...inbound.report);
    }
  });

  function settle(base: string, [topicName, ack]: ReportArgs): void {
    const outcome = ack.code === 0 ? { value: ack } : { error: ackError(ack.code, ack.msg) };
    pending.settle(base, topicName, ack.qryId, outcome);
  }

  return {
    clientId,
    connection: () => state,
    base: () => subs.base(),
    selectBase(base) {
      const previous = subs.base();
      subs.select(base);
      if (previous !== null && previous !== base) pending.failAll(new LiveError('live.cancelled'), previous);
    },
    request<T extends RequestTopicName>(
      topicName: T,
      confTyp: string,
      method: string,
      para: Record<string, unknown> = {},
      requestOptions: { timeoutMs?: number } = {},
    ): Promise<AnswerOf<T>> {
      const base = subs.base();
      if (base === null) return Promise.reject(new LiveError('live.noBase'));
      const message = { confTyp, method, qryId: nextQryId(), para };
      const checked = validateMessage(topicName, message);
      if (!checked.ok) return Promise.reject(new LiveError('live.badRequest', { reason: checked.reason }));
      const timeoutMs = requestOptions.timeoutMs ?? options.ackTimeoutMs ?? defaultAckTimeoutMs;
      const { key, answer } = pending.add(base, ackTopicOf[topicName], message.qryId, timeoutMs);
      // QoS 1 where the seed asks for it (system/conf: a configuration change must not be lost);
      // QoS 0 for commands and queries, so a manual command fails at once while offline instead
      // of moving a vent minutes later, and a lost query is covered by the timeout.
      const qos = topicName === 'system/conf' ? 1 : 0;
      mqtt.publish(topicOf(base, topicName), JSON.stringify(message), { qos }, (error) => {
        if (error) pending.fail(key, new LiveError('live.offline'));
      });
      // settle() resolves only with a message validated by the schema of this request's ack topic.
      return answer as Promise<Ack | HistoryData> as Promise<AnswerOf<T>>;
    },
    onReport: (listener) => reports.add(listener),
    onSensorData: (listener) => readings.add(listener),
    onConnection: (listener) => connection.add(listener),
    onInvalid: (listener) => invalid.add(listener),
    end() {
      pending.failAll(new LiveError('live.closed'));
      return new Promise<void>((resolve) => {
        mqtt.end(true, {}, () => {
          update({ status: 0, subscription: 0 });
          subs.lost();
          resolve();
        });
      });
    },
  };
}
