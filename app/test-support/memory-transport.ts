/**
 * An in-memory stand-in for an MQTT.js client, for tests of screens and stores without sockets. It
 * keeps MQTT.js's offline rules: QoS 0 publishes fail while offline, QoS 1 ones wait and go out on
 * reconnect; subscriptions do not survive a drop (clean session). Each `connect` is a new client;
 * deliver/drop/restore act on the latest one.
 */
import type { ConnectFn, MqttLike } from '../live/types.ts';

type Listener = (...args: never[]) => void;
export type Published = { topic: string; payload: string; qos: 0 | 1 };

export function createMemoryTransport() {
  const published: Published[] = [];
  const publishHooks = new Set<(message: Published) => void>();
  const send = (message: Published) => {
    published.push(message);
    publishHooks.forEach((hook) => hook(message));
  };

  function createClient() {
    const listeners = new Map<string, Set<Listener>>();
    const subscribed = new Set<string>();
    const queued: Published[] = [];
    const state = { connected: false, ended: false };
    const emit = (event: string, ...args: unknown[]) =>
      listeners.get(event)?.forEach((listener) => (listener as (...a: unknown[]) => void)(...args));

    const client: MqttLike = {
      get connected() {
        return state.connected;
      },
      on(event: string, listener: Listener) {
        listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
        return client;
      },
      subscribe(topics, _options, callback) {
        topics.forEach((topic) => subscribed.add(topic));
        queueMicrotask(() => callback(null));
      },
      unsubscribe(topics, callback) {
        topics.forEach((topic) => subscribed.delete(topic));
        callback?.();
      },
      publish(topic, payload, { qos }, callback) {
        if (!state.connected && qos === 0) return callback(new Error('No connection to broker'));
        const message = { topic, payload, qos };
        if (!state.connected) return void queued.push(message);
        queueMicrotask(() => {
          send(message);
          callback();
        });
      },
      reconnect() {
        reconnects.count += 1;
        queueMicrotask(() => {
          if (refusing.code !== null) return refuseNow(created(), refusing.code);
          emit('reconnect');
          up();
        });
        return client;
      },
      end(_force, _options, callback) {
        state.connected = false;
        state.ended = true;
        emit('close');
        emit('end');
        callback();
      },
    };
    const up = () => {
      if (state.ended) return;
      state.connected = true;
      emit('connect');
      queued.splice(0).forEach(send);
    };
    return { client, state, subscribed, emit, up };
  }

  let current: ReturnType<typeof createClient> | null = null;
  const created = () => {
    if (!current) throw new Error('no connection was made yet');
    return current;
  };
  /** While set, every connection attempt is refused with this CONNACK code. */
  const refusing: { code: number | null } = { code: null };
  const reconnects = { count: 0 };
  const refuseNow = (target: ReturnType<typeof createClient>, code: number) => {
    target.state.connected = false;
    target.subscribed.clear();
    target.emit('error', Object.assign(new Error(`Connection refused: code ${code}`), { code }));
    target.emit('close');
  };

  const connect: ConnectFn = () => {
    const created = createClient();
    current = created;
    queueMicrotask(created.up);
    return created.client;
  };

  return {
    connect,
    /** Every publish that left a client, in order. */
    published,
    onPublish(hook: (message: Published) => void): () => void {
      publishHooks.add(hook);
      return () => void publishHooks.delete(hook);
    },
    /** A message from the broker; delivered only if the topic is subscribed, as a broker would. */
    deliver(topic: string, payload: string | Uint8Array): boolean {
      if (!current?.state.connected || !current.subscribed.has(topic)) return false;
      current.emit(
        'message',
        topic,
        typeof payload === 'string' ? new TextEncoder().encode(payload) : payload,
      );
      return true;
    },
    /** The broker goes away: close then offline, as MQTT.js reports it. */
    drop(): void {
      if (!current) return;
      current.state.connected = false;
      current.subscribed.clear();
      current.emit('close');
      current.emit('offline');
    },
    /** The broker is back: reconnect then connect; queued QoS 1 publishes go out once. */
    restore(): void {
      current?.emit('reconnect');
      current?.up();
    },
    isSubscribed: (topic: string) => current?.subscribed.has(topic) ?? false,
    /** The broker restarts and refuses the client's CONNACK with `code` until `accept()`. */
    refuse(code: number): void {
      refusing.code = code;
      if (current) refuseNow(current, code);
    },
    accept(): void {
      refusing.code = null;
    },
    /** How many times the client asked to reconnect by itself (MqttLike.reconnect). */
    reconnects: () => reconnects.count,
  };
}

export type MemoryTransport = ReturnType<typeof createMemoryTransport>;
