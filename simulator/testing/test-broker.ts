/**
 * For tests only: an aedes broker on a free loopback TCP port, and an app-side MQTT.js client that
 * collects and validates what it receives. No authentication (broker/ owns that).
 */
import net from 'node:net';
import { Aedes } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import { decode, parseTopic, validateMessage, type BaseTopicName } from '../../protocol/index.ts';
import { portOf } from '../unknown-data.ts';

export type TestBroker = { url: string; port: number; close(): Promise<void> };

export async function startTestBroker(): Promise<TestBroker> {
  const broker = await Aedes.createBroker();
  deliverInEmitOrder(broker);
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    broker.handle(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = portOf(server);
  return {
    url: `mqtt://127.0.0.1:${port}`,
    port,
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type Seen = {
  topic: string;
  name: string;
  value: unknown;
  qos: number;
  retain: boolean;
  payload: Uint8Array;
};

/** An app-like client subscribed to `filters`; `invalid` lists answers that break the contract. */
export async function connectWatcher(url: string, filters: string[], requestNames: readonly string[] = []) {
  const client: MqttClient = await mqtt.connectAsync(url, {
    clientId: `w${Math.random().toString(36).slice(2, 10)}`,
    reconnectPeriod: 0,
  });
  const seen: Seen[] = [];
  const invalid: string[] = [];
  client.on('message', (topic, payload, packet) => {
    const parsed = parseTopic(topic);
    const decoded = decode(payload);
    const name = parsed.ok ? parsed.name : '?';
    if (!decoded.ok) invalid.push(`${topic}: ${decoded.reason}`);
    else if (parsed.ok && !requestNames.includes(name)) {
      const checked = validateMessage(parsed.name, decoded.value);
      if (!checked.ok) invalid.push(`${topic}: ${checked.reason}`);
    }
    seen.push({
      topic,
      name,
      value: decoded.ok ? decoded.value : undefined,
      qos: packet.qos,
      retain: packet.retain,
      payload: new Uint8Array(payload),
    });
  });
  await client.subscribeAsync(filters, { qos: 1 });
  let n = 0;
  return {
    client,
    seen,
    invalid,
    on: (name: BaseTopicName | 'system/otaschup') =>
      seen.filter((m) => m.name === name).map((m) => m.value as Record<string, unknown>),
    /** Publishes a request; the answer is found later in `seen` by its qryId. */
    async request(
      base: string,
      name: string,
      confTyp: string,
      method: string,
      para: unknown,
    ): Promise<string> {
      const qryId = `t-${++n}`;
      await client.publishAsync(`${base}/${name}`, JSON.stringify({ confTyp, method, qryId, para }), {
        qos: 1,
      });
      return qryId;
    },
    /** The answer to a request: a message with that qryId on an answer topic (not the request itself). */
    answer: (qryId: string) =>
      seen
        .filter((m) => !requestNames.includes(m.name))
        .map((m) => m.value as Record<string, unknown> | undefined)
        .find((v) => v?.qryId === qryId),
    close: () => client.endAsync(),
  };
}

/**
 * broker/emit-order.ts for the test broker (lint keeps simulator/ and broker/ apart): aedes' duplicate
 * guard would drop a retained sensor/data that a later message overtook (moscajs/aedes#955).
 */
function deliverInEmitOrder(broker: Aedes): void {
  type Stamped = { brokerId?: string | null; brokerCounter?: number };
  const internals = broker as unknown as {
    id: string;
    counter: number;
    mq: { emit(packet: Stamped, cb?: (error?: unknown) => void): unknown };
  };
  const emit = internals.mq.emit.bind(internals.mq);
  internals.mq.emit = (packet, cb) => {
    if (packet.brokerId === internals.id) packet.brokerCounter = ++internals.counter;
    return emit(packet, cb);
  };
}
