// Browser-storage cache (seed sections 3 and 4): key = prefix + ':cache:' + name, record
// { value, ttl (seconds), expires (ms timestamp) }. Expired and unreadable entries are dropped on read.
import { z, type Schema } from '../../protocol/zod-mini';
import { browserStorage, readKey, removeKey, STORAGE_PREFIX, writeKey } from './storage';

export { STORAGE_PREFIX } from './storage';

/** Every cache key starts with this. */
export const CACHE_PREFIX = `${STORAGE_PREFIX}:cache:`;

/** What is stored under a cache key; ttl and expires are both absent for an entry that never expires. */
export type CacheRecord = { value: unknown; ttl?: number; expires?: number };

/** Where a cache keeps its entries and how it tells the time (both injectable for tests). */
export type CacheOptions = { storage?: () => Storage | undefined; now?: () => number };

/** A cache over one storage. */
export type Cache = {
  /** Stores a JSON-serialisable value; false when the storage refused it (quota, disabled). */
  set: (name: string, value: unknown, ttlSeconds?: number) => boolean;
  /** The live value, or undefined when absent, expired or unreadable (those two are removed). */
  get: (name: string) => unknown;
  /** As get, and the value must match the schema, else it is removed and undefined returned. */
  getAs: <T>(name: string, schema: Schema<T>) => T | undefined;
  remove: (name: string) => void;
  /** Removes only this cache's keys, never the rest of the storage. */
  clear: () => void;
};

const recordSchema = z
  .object({
    value: z.unknown(),
    ttl: z.optional(z.number().check(z.positive())),
    expires: z.optional(z.number()),
  })
  .check(z.refine((r) => (r.ttl === undefined) === (r.expires === undefined)));
// zod reads a missing key as undefined: an entry must really carry a value key to be one of ours.
const hasValueKey = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v) && 'value' in v;

/** Makes a cache; by default over localStorage and the wall clock. */
export function createCache(options: CacheOptions = {}): Cache {
  const storage = options.storage ?? browserStorage;
  const now = options.now ?? (() => Date.now());
  const key = (name: string) => `${CACHE_PREFIX}${name}`;

  function read(name: string): { found: true; value: unknown } | { found: false } {
    const raw = readKey(storage(), key(name));
    if (raw === undefined) return { found: false };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const record = recordSchema.safeParse(hasValueKey(parsed) ? parsed : undefined);
    const expired = record.success && record.data.expires !== undefined && now() >= record.data.expires;
    if (!record.success || expired) {
      removeKey(storage(), key(name));
      return { found: false };
    }
    return { found: true, value: record.data.value };
  }

  return {
    set(name, value, ttlSeconds) {
      if (ttlSeconds !== undefined && !(ttlSeconds > 0 && Number.isFinite(ttlSeconds))) {
        throw new RangeError(`[cache] ttl of ${name} must be a positive number of seconds`);
      }
      const record: CacheRecord =
        ttlSeconds === undefined ? { value } : { value, ttl: ttlSeconds, expires: now() + ttlSeconds * 1000 };
      let text: string;
      try {
        text = JSON.stringify(record);
      } catch {
        return false; // A cyclic or BigInt value cannot be stored; the caller learns it from false.
      }
      return writeKey(storage(), key(name), text);
    },
    get: (name) => {
      const entry = read(name);
      return entry.found ? entry.value : undefined;
    },
    getAs(name, schema) {
      const entry = read(name);
      if (!entry.found) return undefined;
      const checked = z.safeParse(schema, entry.value);
      if (checked.success) return checked.data;
      removeKey(storage(), key(name));
      return undefined;
    },
    remove: (name) => removeKey(storage(), key(name)),
    clear() {
      const store = storage();
      if (!store) return;
      const ours: string[] = [];
      try {
        for (let i = 0; i < store.length; i += 1) {
          const k = store.key(i);
          if (k?.startsWith(CACHE_PREFIX)) ours.push(k);
        }
      } catch {
        // A storage that cannot be listed has nothing we can clear.
      }
      for (const k of ours) removeKey(store, k);
    },
  };
}

/** The app's cache over localStorage. */
export const cache = createCache();

/** Stores a value under name, expiring after ttlSeconds (never when omitted). */
export const cacheSet = (name: string, value: unknown, ttlSeconds?: number): boolean =>
  cache.set(name, value, ttlSeconds);
/** The live value under name, or undefined. */
export const cacheGet = (name: string): unknown => cache.get(name);
/** Removes the entry under name. */
export const cacheRemove = (name: string): void => cache.remove(name);
/** Removes every cache entry of the app (other keys in the storage stay). */
export const cacheClear = (): void => cache.clear();
