/** The Transport over a real broker with MQTT.js (TCP for controllers: docs/design/stack-notes.md "aedes"). */
import { Socket } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import { createDrainGate } from './drain-gate.ts';
import type { MessageHandler, PublishOptions, Transport } from './transport.ts';

export type MqttTransportOptions = {
  url: string;
  username?: string;
  password?: string;
  /** Keep it at most 23 characters: MQTT 3.1 brokers may refuse longer ids. */
  clientId: string;
  /** 4 = MQTT 3.1.1 (default), 3 = MQTT 3.1. */
  protocolVersion?: 3 | 4 | 5;
  reconnectPeriodMs?: number;
  log?: (line: string) => void;
};

export function createMqttTransport(options: MqttTransportOptions): Transport {
  let client: MqttClient | undefined;
  let refused: string | undefined;
  const messageHandlers: MessageHandler[] = [];
  const connectHandlers: Array<() => void> = [];
  const log = options.log ?? (() => undefined);
  const gate = createDrainGate();

  return {
    get connected() {
      return client?.connected ?? false;
    },
    get refused() {
      return refused;
    },
    connect() {
      if (client) client.end(true);
      const c = mqtt.connect(options.url, {
        clientId: options.clientId,
        username: options.username,
        password: options.password,
        protocolVersion: options.protocolVersion ?? 4,
        protocolId: options.protocolVersion === 3 ? 'MQIsdp' : 'MQTT',
        clean: true,
        keepalive: 60,
        reconnectPeriod: options.reconnectPeriodMs ?? 1000,
        connectTimeout: 10_000,
      });
      client = c;
      c.on('message', (topic, payload, packet) => {
        const info = { qos: packet.qos, retain: packet.retain };
        for (const handler of messageHandlers) handler(topic, payload, info);
      });
      c.on('error', (error) => {
        // A CONNACK refusal carries its return code (2 id, 4 credentials, 5 not authorised...).
        const code = 'code' in error ? error.code : undefined;
        if (typeof code === 'number') refused = `CONNACK ${code}: ${error.message}`;
        log(`[sim] ${options.clientId}: ${error.message}`);
      });
      c.on('connect', () => {
        refused = undefined;
        // Nagle's algorithm adds tens of ms at low rates (docs/design/stack-notes.md "aedes").
        if (c.stream instanceof Socket) c.stream.setNoDelay(true);
        for (const handler of connectHandlers) handler();
      });
      return new Promise<void>((resolve) => c.once('connect', () => resolve()));
    },
    async end() {
      const c = client;
      client = undefined;
      if (c) await c.endAsync();
    },
    async publish(topic: string, payload: Uint8Array, opts: PublishOptions) {
      if (!client) throw new Error('not connected');
      const bytes = Buffer.isBuffer(payload)
        ? payload
        : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
      await gate.send(
        () => client?.stream,
        async () => {
          if (!client) throw new Error('not connected');
          await client.publishAsync(topic, bytes, opts);
        },
      );
    },
    async subscribe(topics: readonly string[]) {
      if (!client) throw new Error('not connected');
      await client.subscribeAsync([...topics], { qos: 1 });
    },
    onMessage(handler) {
      messageHandlers.push(handler);
    },
    onConnect(handler) {
      connectHandlers.push(handler);
    },
  };
}
