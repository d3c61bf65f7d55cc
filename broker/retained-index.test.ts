// The retained index answers a SUBSCRIBE's filters as aedes' own scan does.
import { Aedes } from 'aedes';
import { afterEach, describe, expect, it } from 'vitest';
import { indexRetainedByTopic } from './retained-index.ts';

type Store = {
  storeRetained(packet: object): Promise<void>;
  createRetainedStreamCombi(patterns: string[]): AsyncIterable<{ topic: string; payload: Buffer }>;
};

const brokers: Aedes[] = [];
afterEach(async () => {
  await Promise.all(brokers.splice(0).map((b) => new Promise<void>((resolve) => b.close(() => resolve()))));
});

async function store(indexed: boolean): Promise<Store> {
  const broker = await Aedes.createBroker();
  brokers.push(broker);
  if (indexed) indexRetainedByTopic(broker);
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
  for await (const p of s.createRetainedStreamCombi(patterns)) out.push(`${p.topic}=${p.payload}`);
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
});
