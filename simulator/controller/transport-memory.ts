/**
 * An in-memory broker for unit tests: synchronous delivery in publish order, retained messages,
 * `+`/`#` filters. Every client is a Transport, so controllers and test clients are alike.
 */
import {
  topicMatches,
  type MessageHandler,
  type PublishOptions,
  type Qos,
  type Transport,
} from './transport.ts';

export type BusMessage = { topic: string; payload: Uint8Array; qos: number; retain: boolean };

export type MemoryBus = {
  client(id: string): Transport;
  /** Every message published on the bus, in order (for assertions). */
  readonly messages: BusMessage[];
};

const qosOf = (qos: number): Qos => (qos >= 2 ? 2 : qos === 1 ? 1 : 0);
const info = (m: BusMessage) => ({ qos: qosOf(m.qos), retain: m.retain });

type Member = { id: string; filters: string[]; handlers: MessageHandler[]; connected: boolean };

/** Does `work` now and settles as a broker's answer would: what it throws becomes the rejection. */
const settled = (work: () => void): Promise<void> =>
  new Promise((resolve) => {
    work();
    resolve();
  });

export function createMemoryBus(): MemoryBus {
  const members = new Set<Member>();
  const retained = new Map<string, BusMessage>();
  const messages: BusMessage[] = [];

  const deliver = (message: BusMessage) => {
    for (const member of [...members]) {
      if (!member.connected || !member.filters.some((f) => topicMatches(f, message.topic))) continue;
      for (const handler of member.handlers) handler(message.topic, message.payload, info(message));
    }
  };

  return {
    messages,
    client(id) {
      const member: Member = { id, filters: [], handlers: [], connected: false };
      const connectHandlers: Array<() => void> = [];
      members.add(member);
      return {
        get connected() {
          return member.connected;
        },
        connect: () =>
          settled(() => {
            member.connected = true;
            member.filters = []; // clean session
            for (const handler of connectHandlers) handler();
          }),
        end: () =>
          settled(() => {
            member.connected = false;
          }),
        publish: (topic: string, payload: Uint8Array, options: PublishOptions) =>
          settled(() => {
            if (!member.connected) throw new Error(`${id} is not connected`);
            const message: BusMessage = { topic, payload, qos: options.qos, retain: options.retain };
            messages.push(message);
            if (options.retain) {
              if (payload.byteLength === 0) retained.delete(topic);
              else retained.set(topic, message);
            }
            deliver({ ...message, retain: false });
          }),
        subscribe: (topics: readonly string[]) =>
          settled(() => {
            if (!member.connected) throw new Error(`${id} is not connected`);
            member.filters.push(...topics);
            for (const message of retained.values()) {
              if (!topics.some((f) => topicMatches(f, message.topic))) continue;
              for (const handler of member.handlers) handler(message.topic, message.payload, info(message));
            }
          }),
        onMessage(handler) {
          member.handlers.push(handler);
        },
        onConnect(handler) {
          connectHandlers.push(handler);
        },
      };
    },
  };
}
