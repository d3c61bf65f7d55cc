/**
 * aedes' memory persistence finds the retained messages of a SUBSCRIBE by testing every retained
 * topic against every filter: with one retained sensor/data per controller, a fleet's connect phase
 * grows with the square of its size (5,000 controllers x 7 request topics x 5,000 retained topics;
 * the profile in docs/fleet-profile.md). A filter without wildcards names one topic, so an index by
 * topic answers it directly; filters with wildcards still go through aedes' own scan.
 */
import { Readable } from 'node:stream';
import type { Aedes } from 'aedes';

type Retained = { topic: string; payload: Buffer | string };
type MemoryStore = {
  storeRetained: (packet: Retained) => Promise<void>;
  createRetainedStream: (pattern: string) => Readable;
  createRetainedStreamCombi: (patterns: string[]) => Readable;
};

const hasWildcard = (filter: string) => filter.includes('+') || filter.includes('#');
const isMemory = (store: unknown): store is MemoryStore =>
  typeof store === 'object' && store !== null && store.constructor.name === 'MemoryPersistence';

/**
 * The memory store of a broker made by `Aedes.createBroker`: aedes-persistence 11 keeps it inside a
 * callback wrapper (`asyncPersistence`), earlier versions were the store themselves.
 */
function memoryStoreOf(broker: Aedes): MemoryStore | undefined {
  const outer = (broker as unknown as { persistence?: { asyncPersistence?: unknown } }).persistence;
  if (isMemory(outer)) return outer;
  return isMemory(outer?.asyncPersistence) ? outer.asyncPersistence : undefined;
}

/**
 * Patches aedes' default memory store (before any client); true when it did. Another persistence
 * (Redis, cluster mode) answers on its own terms and is left alone (false).
 */
export function indexRetainedByTopic(broker: Aedes): boolean {
  const store = memoryStoreOf(broker);
  if (!store) return false;
  if (
    typeof store.createRetainedStreamCombi !== 'function' ||
    typeof store.createRetainedStream !== 'function'
  )
    throw new Error('[broker] aedes internals changed: the retained stream methods are missing');
  const byTopic = new Map<string, Retained>();
  const save = store.storeRetained.bind(store);
  store.storeRetained = async (packet) => {
    await save(packet);
    // The same rule as the store: an empty payload clears the topic's retained message.
    if (packet.payload.length === 0) byTopic.delete(packet.topic);
    else byTopic.set(packet.topic, Object.assign({}, packet));
  };
  const scan = store.createRetainedStream.bind(store);
  store.createRetainedStreamCombi = (patterns) => {
    async function* matching() {
      for (const pattern of patterns) {
        if (!hasWildcard(pattern)) {
          const packet = byTopic.get(pattern);
          if (packet) yield packet;
        } else yield* scan(pattern);
      }
    }
    return Readable.from(matching());
  };
  return true;
}
