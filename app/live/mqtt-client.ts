/**
 * The MQTT.js implementation of the LiveClient port: connection status, the selected base's
 * subscriptions, incoming messages classified and routed, requests settled by their ack.
 */
import { appClientIdPrefix } from '../../protocol/client-ids.ts';
import { defaultLimits } from '../../protocol/codec.ts';
import type { SensorData } from '../../protocol/live/sensor.ts';
import { LiveError } from './errors.ts';
import { makeClientId, qryIdSource } from './ids.ts';
import { createInboundHandler } from './inbound.ts';
import { createRefusalRetry } from './refusal-retry.ts';
import { createListeners } from './listeners.ts';
import { liveConnectOptions } from './mqtt-options.ts';
import { createPending } from './pending.ts';
import { createRequests } from './requests.ts';
import { createSubscriptions } from './subscriptions.ts';
import type { ConnectionState, InvalidMessage, LiveClient, LiveClientOptions, ReportArgs } from './types.ts';

export const defaultAckTimeoutMs = 10_000;

const sameState = (a: ConnectionState, b: ConnectionState) =>
  a.status === b.status && a.subscription === b.subscription && a.error === b.error;

export function createLiveClient(options: LiveClientOptions): LiveClient {
  const log = options.log ?? ((line: string) => console.warn(line));
  const clientId = makeClientId(
    options.clientIdPrefix ??
      (options.username !== undefined ? appClientIdPrefix(options.username) : undefined),
  );
  const pending = createPending();
  const reports = createListeners<ReportArgs>('report', log);
  const readings = createListeners<[SensorData, string, boolean]>('sensor data', log);
  const connection = createListeners<[ConnectionState]>('connection', log);
  const invalid = createListeners<[InvalidMessage]>('invalid message', log);
  // Status 2: connecting starts now.
  let state: ConnectionState = { status: 2, subscription: 0, error: null };
  const update = (patch: Partial<ConnectionState>) => {
    const next = { ...state, ...patch };
    if (!sameState(next, state)) connection.emit((state = next));
  };

  const mqtt = options.connect(options.url, liveConnectOptions(clientId, options.username, options.password));
  const subs = createSubscriptions(
    mqtt,
    (subscription, error) => {
      update({ subscription, ...(error ? { error } : {}) });
      const base = subs.base();
      if (subscription === 1 && base !== null) requests.flush(base);
    },
    log,
  );
  const requests = createRequests({
    mqtt,
    pending,
    nextQryId: qryIdSource(),
    base: () => subs.base(),
    ready: () => state.subscription === 1,
    ackTimeoutMs: options.ackTimeoutMs ?? defaultAckTimeoutMs,
  });

  mqtt.on('connect', () => {
    update({ status: 1, error: null });
    subs.restore();
  });
  mqtt.on('reconnect', () => update({ status: 2 }));
  for (const event of ['close', 'disconnect', 'offline', 'end'] as const) {
    mqtt.on(event, () => {
      update({ status: 0, subscription: 0 });
      subs.lost();
      requests.offline();
    });
  }
  // A refused CONNACK ends MQTT.js's retries for good (a dead app after a broker restart).
  const refusals = createRefusalRetry({
    policy: options.onRefused,
    reconnect: () => {
      update({ status: 2 });
      // Keep the unacknowledged QoS 1 publishes: they still go out once after the reconnect. MQTT.js
      // types the client's stores as IStore and reconnect's as Store (the same objects): never bridges the two.
      mqtt.reconnect({
        incomingStore: mqtt.incomingStore as never,
        outgoingStore: mqtt.outgoingStore as never,
      });
    },
    log,
  });
  mqtt.on('error', (error) => {
    log(`[live] ${error.message}`);
    update({ error: error.message });
    refusals.refused(error);
  });
  mqtt.on('connect', () => refusals.connected());
  mqtt.on(
    'message',
    createInboundHandler({ ...defaultLimits, ...options.codecLimits }, subs.base, {
      invalid: (problem) => invalid.emit(problem),
      sensorData: (data, base, retained) => readings.emit(data, base, retained),
      report(base, report) {
        const [topicName, ack] = report;
        pending.settle(base, topicName, ack.qryId, ack);
        reports.emit(...report);
      },
      log,
    }),
  );

  return {
    clientId,
    connection: () => state,
    base: () => subs.base(),
    selectBase(base) {
      const previous = subs.base();
      subs.select(base);
      if (previous !== null && previous !== base) pending.failAll(new LiveError('live.cancelled'), previous);
    },
    request: (topicName, confTyp, method, para, requestOptions = {}) =>
      requests.send(topicName, confTyp, method, para, requestOptions.timeoutMs),
    onReport: (listener) => reports.add(listener),
    onSensorData: (listener) => readings.add(listener),
    onConnection: (listener) => connection.add(listener),
    onInvalid: (listener) => invalid.add(listener),
    end() {
      refusals.stop();
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
