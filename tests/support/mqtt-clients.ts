/**
 * Real-socket helpers for the broker and live suites of tests/scenarios: MQTT.js test clients,
 * message waits, and a scripted controller that answers requests under its base. Every wait is on
 * an event, never a sleep.
 */
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import { appClientIdPrefix } from '../../protocol/client-ids.ts';
import { decode } from '../../protocol/codec.ts';
import { request as requestSchema, type Request } from '../../protocol/live/envelope.ts';
import {
  ackTopicOf,
  controllerSubscriptions,
  parseTopic,
  topicOf,
  type RequestTopicName,
} from '../../protocol/topics.ts';

export type Received = { topic: string; payload: Buffer };

/** A client id the broker binds to the app user `user` (protocol/client-ids.ts): its prefix + `tail`. */
export const appId = (user: string, tail: string) => `${appClientIdPrefix(user)}${tail}`.slice(0, 23);

/** Connects and resolves on CONNACK 0; rejects with the refusal otherwise (no reconnect loop). */
export function connectClient(url: string, options: IClientOptions = {}): Promise<MqttClient> {
  return mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 5000, ...options });
}

/** Every message the client receives from now on, in order. */
export function collect(client: MqttClient): Received[] {
  const seen: Received[] = [];
  client.on('message', (topic, payload) => seen.push({ topic, payload }));
  return seen;
}

/** The SUBACK return codes (0x80 = refused) of one subscribe. */
export async function subscribeCodes(
  client: MqttClient,
  filters: string[],
  qos: 0 | 1 = 0,
): Promise<number[]> {
  return new Promise((resolve) => {
    client.subscribe(filters, { qos }, (_error, _granted, packet) => {
      resolve(packet && 'granted' in packet ? (packet.granted as number[]) : []);
    });
  });
}

export function publish(
  client: MqttClient,
  topic: string,
  payload: string | Buffer,
  qos: 0 | 1 = 0,
): Promise<void> {
  return client.publishAsync(topic, payload, { qos }).then(() => undefined);
}

export const end = (client: MqttClient | undefined) => client?.endAsync(true) ?? Promise.resolve();

/** Answer fields merged over `{ confTyp, method, qryId, code: 0, msg: 'ok' }`; undefined = stay silent. */
export type Responder = (
  topicName: RequestTopicName,
  request: Request,
) => Record<string, unknown> | undefined;

export type FakeController = {
  client: MqttClient;
  /** Requests received, per qryId (to prove exactly-once delivery). */
  received: Map<string, number>;
  respond: (next: Responder) => void;
  /** How many connections it has completed its subscriptions on (1 after start, 2 after one reconnect...). */
  subscribedCount: () => number;
  publish: (
    topicName: 'sensor/data' | 'actuator/cmdack' | 'system/cmdack' | 'system/confack',
    payload: string | Buffer,
  ) => Promise<void>;
};

/** A controller on MQTT 3.1.1 over TCP that subscribes on every connect and answers by its responder. */
export async function startController(
  url: string,
  base: string,
  options: IClientOptions,
): Promise<FakeController> {
  const client = mqtt.connect(url, {
    protocolVersion: 4,
    reconnectPeriod: 200,
    resubscribe: false,
    ...options,
  });
  const received = new Map<string, number>();
  let respond: Responder = () => ({});
  let subscribedCount = 0;
  const topics = controllerSubscriptions.map((name) => topicOf(base, name));
  let firstSubscribed: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (firstSubscribed = resolve));
  client.on('connect', () => {
    void client.subscribeAsync(topics, { qos: 1 }).then(() => {
      subscribedCount++;
      firstSubscribed();
    });
  });
  client.on('error', () => undefined); // reconnects on its own; the tests watch the app side
  client.on('message', (topic, payload) => {
    const parsed = parseTopic(topic);
    const decoded = decode(payload);
    if (!parsed.ok || !(parsed.name in ackTopicOf) || !decoded.ok) return;
    const request = requestSchema.safeParse(decoded.value);
    if (!request.success) return;
    const { confTyp, method, qryId } = request.data;
    received.set(qryId, (received.get(qryId) ?? 0) + 1);
    const name = parsed.name as RequestTopicName;
    const answer = respond(name, request.data);
    if (!answer) return;
    const ack =
      name === 'sensor/query/historyData'
        ? { qryId, code: 0, ...answer }
        : { confTyp, method, qryId, code: 0, msg: 'ok', ...answer };
    client.publish(topicOf(base, ackTopicOf[name]), JSON.stringify(ack), { qos: 1 });
  });
  await Promise.race([first, new Promise((_, reject) => client.once('error', reject))]);
  return {
    client,
    received,
    respond: (next) => void (respond = next),
    subscribedCount: () => subscribedCount,
    publish: (topicName, payload) => publish(client, topicOf(base, topicName), payload, 1),
  };
}
