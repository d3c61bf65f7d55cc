// The retained index answers a SUBSCRIBE's filters as aedes' own scan does.
import { Aedes } from 'aedes';
import { afterEach, describe, expect, it } from 'vitest';
import { indexRetainedByTopic } from './retained-index.ts';

type Store = {
  storeRetained: (packet: object) => Promise<void>;
  createRetainedStreamCombi: (patterns: string[]) => AsyncIterable<{ topic: string; payload: Buffer }>;
};

type Scanner = { createRetainedStream: (pattern: string) => AsyncIterable<unknown> };

const brokers: Aedes[] = [];
afterEach(async () => {
  await Promise.all(brokers.splice(0).map((b) => new Promise<void>((resolve) => b.close(() => resolve()))));
});

async function store(indexed: boolean): Promise<Store> {
  const broker = await Aedes.createBroker();
  brokers.push(broker);
  // It must find aedes' memory store (aedes-persistence 11 wraps it): else the index is silently off.
  if (indexed) expect(indexRetainedByTopic(broker)).toBe(true);
  return (broker as unknown as { persistence: Store }).persistence;
}

const retain = (topic: string, text: string) => ({
  cmd: 'publish',
  topic,
  payload: Buffer.from(text),
  qos: 0,
  retain: true,
});

async function found(s: Store, patterns: string[]): Promise<string[]> {
  const out: string[] = [];
  for await (const p of s.createRetainedStreamCombi(patterns)) out.push(`${p.topic}=${p.payload.toString()}`);
  return out;
}

describe('indexRetainedByTopic', () => {
  it('finds the same retained messages as the scan, for exact and wildcard filters', async () => {
    const [plain, indexed] = [await store(false), await store(true)];
    for (const s of [plain, indexed]) {
      await s.storeRetained(retain('farm/a/sensor/data', '1'));
      await s.storeRetained(retain('farm/b/sensor/data', '2'));
      await s.storeRetained(retain('farm/a/sensor/data', '3')); // replaces the first
      await s.storeRetained(retain('farm/b/system/otaschup', '4'));
      await s.storeRetained(retain('farm/b/system/otaschup', '')); // clears it
    }
    const filters = [
      ['farm/a/sensor/data'],
      ['farm/b/system/otaschup'],
      ['farm/+/sensor/data'],
      ['farm/b/sensor/data', 'farm/a/#', 'farm/c/sensor/data'],
    ];
    for (const patterns of filters)
      expect(await found(indexed, patterns)).toEqual(await found(plain, patterns));
    expect(await found(indexed, ['farm/a/sensor/data'])).toEqual(['farm/a/sensor/data=3']);
    expect(await found(indexed, ['farm/b/system/otaschup'])).toEqual([]);
  });

  it('answers an exact filter without scanning the retained messages', async () => {
    const broker = await Aedes.createBroker();
    brokers.push(broker);
    // Count aedes' scans (one per wildcard filter) before the index wraps the store.
    const inner = (broker as unknown as { persistence: { asyncPersistence: Scanner } }).persistence
      .asyncPersistence;
    const scan = inner.createRetainedStream.bind(inner);
    let scans = 0;
    inner.createRetainedStream = (pattern) => {
      scans++;
      return scan(pattern);
    };
    expect(indexRetainedByTopic(broker)).toBe(true);
    const s = (broker as unknown as { persistence: Store }).persistence;
    for (let i = 0; i < 50; i++) await s.storeRetained(retain(`farm/c${i}/sensor/data`, String(i)));
    expect(await found(s, ['farm/c7/sensor/data', 'farm/c9/sensor/data'])).toEqual([
      'farm/c7/sensor/data=7',
      'farm/c9/sensor/data=9',
    ]);
    expect(scans).toBe(0);
    expect(await found(s, ['farm/+/sensor/data'])).toHaveLength(50);
    expect(scans).toBe(1);
  });
});
