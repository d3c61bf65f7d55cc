/**
 * mqtt.connect, loaded on first use: MQTT.js (~96 kB gzip) is a chunk of its own that
 * the browser fetches when the live connection starts after login, never on /login. The client is
 * usable at once: listeners and calls made while the library loads are replayed on the real client,
 * in order; an `end` before it loaded never opens a connection.
 */
import type { IClientOptions } from 'mqtt';
import { nextTask } from '../lib/next-task.ts';
import type { ConnectFn, MqttLike } from './types.ts';

type MqttModule = { connect: (url: string, options: IClientOptions) => MqttLike };
type Call = (client: MqttLike) => void;

/**
 * The real library, as a chunk of its own. Connecting waits for a task after the library's evaluation:
 * together they made one long task on a phone-speed CPU.
 */
async function loadMqtt(): Promise<MqttModule> {
  const mqtt = (await import('mqtt')).default;
  await nextTask();
  return mqtt;
}

/** A ConnectFn whose library loads on the first connect; `load` is replaceable for tests. */
export function lazyConnect(load: () => Promise<MqttModule> = loadMqtt, log = console.warn): ConnectFn {
  return (url, options) => {
    let real: MqttLike | null = null;
    let ended = false;
    let queue: Call[] = [];
    const errorListeners: ((error: Error) => void)[] = [];
    const run = (call: Call) => (real ? call(real) : queue.push(call));

    load().then(
      (mqtt) => {
        if (ended) return;
        real = mqtt.connect(url, options);
        for (const call of queue) call(real);
        queue = [];
      },
      (error: unknown) => {
        const failure = new Error(
          `MQTT library did not load: ${error instanceof Error ? error.message : String(error)}`,
        );
        log(`[live] ${failure.message}`);
        for (const listener of errorListeners) listener(failure);
      },
    );

    const client: MqttLike = {
      get connected() {
        return real?.connected ?? false;
      },
      get incomingStore() {
        return real?.incomingStore;
      },
      get outgoingStore() {
        return real?.outgoingStore;
      },
      on(event: string, listener: (...args: never[]) => void) {
        if (event === 'error') errorListeners.push(listener as (error: Error) => void);
        run((c) => (c.on as (e: string, l: typeof listener) => unknown)(event, listener));
        return client;
      },
      subscribe: (topics, opts, callback) => run((c) => c.subscribe(topics, opts, callback)),
      unsubscribe: (topics, callback) => run((c) => c.unsubscribe(topics, callback)),
      publish: (topic, payload, opts, callback) => run((c) => c.publish(topic, payload, opts, callback)),
      reconnect: (opts) => run((c) => c.reconnect(opts)),
      end(force, opts, callback) {
        if (real) return real.end(force, opts, callback);
        ended = true;
        queue = [];
        callback();
        return client;
      },
    };
    return client;
  };
}
