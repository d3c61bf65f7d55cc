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
type Persistence = {
  storeRetained(packet: Retained): Promise<void>;
  createRetainedStream(pattern: string): Readable;
  createRetainedStreamCombi(patterns: string[]): Readable;
};

const hasWildcard = (filter: string) => filter.includes('+') || filter.includes('#');

/** Patches the memory persistence of a broker made by `Aedes.createBroker` (before any client). */
export function indexRetainedByTopic(broker: Aedes): void {
  const persistence = (broker as unknown as { persistence: Persistence }).persistence;
  // Only aedes' default store: another persistence (Redis, cluster mode) answers on its own terms.
  if (persistence?.constructor?.name !== 'MemoryPersistence') return;
  if (typeof persistence.createRetainedStreamCombi !== 'function')
    throw new Error('[broker] aedes internals changed: createRetainedStreamCombi is missing');
  const byTopic = new Map<string, Retained>();
  const store = persistence.storeRetained.bind(persistence);
  persistence.storeRetained = async (packet) => {
    // The same rule as the store: an empty payload clears the topic's retained message.
    if (packet.payload.length === 0) byTopic.delete(packet.topic);
    else byTopic.set(packet.topic, Object.assign({}, packet));
    await store(packet);
  };
  const scan = persistence.createRetainedStream.bind(persistence);
  persistence.createRetainedStreamCombi = (patterns) => {
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
}
