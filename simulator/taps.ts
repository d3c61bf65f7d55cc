/**
 * What the controllers of one simulator send and receive, told to in-process listeners at the
 * simulated moment it happens: a scenario judges what a base published and knows when its request
 * reached the controller without waiting on sockets, so its outcome does not depend on the speed.
 */
import type { Transport } from './controller/transport.ts';

export type TapListener = {
  /** A message left controller `sn` (after its faults: only what the broker is given). */
  published?(sn: string, topic: string, payload: Uint8Array): void;
  /** A message reached controller `sn` (before its dispatcher). */
  received?(sn: string, topic: string, payload: Uint8Array): void;
};

export type Taps = {
  /** Listens until the returned function is called. */
  observe: (listener: TapListener) => () => void;
  /** `transport` of controller `sn`, told to the listeners. */
  wrap(sn: string, transport: Transport): Transport;
};

export function createTaps(log: (line: string) => void): Taps {
  const listeners = new Set<TapListener>();
  // A listener's bug must not reach the controller that sent or received the message.
  const tell = (fn: (l: TapListener) => void) => {
    for (const l of listeners)
      try {
        fn(l);
      } catch (error) {
        log(`[sim] a tap listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
  };
  return {
    observe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    wrap(sn, transport) {
      return {
        connect: () => transport.connect(),
        end: () => transport.end(),
        subscribe: (topics) => transport.subscribe(topics),
        onConnect: (handler) => transport.onConnect(handler),
        get connected() {
          return transport.connected;
        },
        get refused() {
          return transport.refused;
        },
        publish(topic, payload, options) {
          if (transport.connected && listeners.size > 0) tell((l) => l.published?.(sn, topic, payload));
          return transport.publish(topic, payload, options);
        },
        onMessage(handler) {
          transport.onMessage((topic, payload, info) => {
            if (listeners.size > 0) tell((l) => l.received?.(sn, topic, payload));
            handler(topic, payload, info);
          });
        },
      };
    },
  };
}
