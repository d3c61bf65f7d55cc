/** A set of listeners; one that throws is logged and the others still run. */
import type { LiveLog, Unsubscribe } from './types.ts';

export type Listeners<A extends unknown[]> = {
  add: (listener: (...args: A) => void) => Unsubscribe;
  emit: (...args: A) => void;
  clear: () => void;
};

export function createListeners<A extends unknown[]>(name: string, log: LiveLog): Listeners<A> {
  const set = new Set<(...args: A) => void>();
  return {
    add(listener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(...args) {
      for (const listener of [...set]) {
        try {
          listener(...args);
        } catch (error) {
          // A screen's bug must not stop the message reaching the other screens and stores.
          log(`[live] a ${name} listener threw: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    },
    clear: () => set.clear(),
  };
}
