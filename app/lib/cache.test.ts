// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  cacheClear,
  cacheGet,
  cacheRemove,
  cacheSet,
  CACHE_PREFIX,
  createCache,
  STORAGE_PREFIX,
} from './cache';

let clock = 1_000_000;
const now = () => clock;
const make = () => createCache({ storage: () => localStorage, now });

beforeEach(() => {
  localStorage.clear();
  clock = 1_000_000;
});
afterEach(() => vi.useRealTimers());

describe('cache', () => {
  it('keys are the product prefix + ":cache:" + name, holding { value, ttl, expires }', () => {
    expect(STORAGE_PREFIX).toBe('greenhouse-hil');
    expect(CACHE_PREFIX).toBe('greenhouse-hil:cache:');
    make().set('cost', { total: 5 }, 60);
    expect(JSON.parse(localStorage.getItem('greenhouse-hil:cache:cost') ?? 'null')).toEqual({
      value: { total: 5 },
      ttl: 60,
      expires: 1_000_000 + 60_000,
    });
  });

  it('returns a live entry until its expiry, then drops it and returns nothing', () => {
    const c = make();
    c.set('token', 'abc', 30);
    clock += 29_999;
    expect(c.get('token')).toBe('abc');
    clock += 1;
    expect(c.get('token')).toBeUndefined();
    expect(localStorage.getItem(`${CACHE_PREFIX}token`)).toBeNull();
  });

  it('an entry with no ttl never expires', () => {
    const c = make();
    c.set('login', { phone: '13800000000', remember: true });
    expect(JSON.parse(localStorage.getItem(`${CACHE_PREFIX}login`) ?? 'null')).toEqual({
      value: { phone: '13800000000', remember: true },
    });
    clock += 10 * 365 * 24 * 3600 * 1000;
    expect(c.get('login')).toEqual({ phone: '13800000000', remember: true });
  });

  it.each([
    ['bad JSON', '{not json'],
    ['no value key', JSON.stringify({ ttl: 5, expires: 2_000_000 })],
    ['a non-numeric expiry', JSON.stringify({ value: 1, ttl: 5, expires: 'soon' })],
    ['ttl without expires', JSON.stringify({ value: 1, ttl: 5 })],
    ['a bare value', '42'],
    ['a list', '[1,2]'],
  ])('an unreadable entry (%s) is removed and nothing returned', (_label, raw) => {
    localStorage.setItem(`${CACHE_PREFIX}x`, raw);
    expect(make().get('x')).toBeUndefined();
    expect(localStorage.getItem(`${CACHE_PREFIX}x`)).toBeNull();
  });

  it('getAs removes an entry of the wrong shape for its schema', () => {
    const c = make();
    c.set('servers', [{ sn: 'A1' }]);
    const servers = z.array(z.object({ sn: z.string() }));
    expect(c.getAs('servers', servers)).toEqual([{ sn: 'A1' }]);
    expect(c.getAs('servers', z.string())).toBeUndefined();
    expect(c.get('servers')).toBeUndefined();
  });

  it('remove drops one entry; clear drops only the cache keys', () => {
    const c = make();
    c.set('a', 1);
    c.set('b', 2);
    localStorage.setItem('greenhouse-hil:uuid', 'keep-me');
    localStorage.setItem('other-app', 'keep-me-too');
    c.remove('a');
    expect(c.get('a')).toBeUndefined();
    expect(c.get('b')).toBe(2);
    c.clear();
    expect(c.get('b')).toBeUndefined();
    expect(localStorage.length).toBe(2);
    expect(localStorage.getItem('greenhouse-hil:uuid')).toBe('keep-me');
  });

  it('a storage that throws (quota, disabled) never throws to the caller', () => {
    const broken = {
      get length(): number {
        throw new DOMException('denied', 'SecurityError');
      },
      key: () => null,
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      clear: () => {},
    } satisfies Storage;
    const c = createCache({ storage: () => broken, now });
    expect(c.set('a', 1, 10)).toBe(false);
    expect(c.get('a')).toBeUndefined();
    expect(() => c.remove('a')).not.toThrow();
    expect(() => c.clear()).not.toThrow();
    const none = createCache({ storage: () => undefined, now });
    expect(none.set('a', 1)).toBe(false);
    expect(none.get('a')).toBeUndefined();
  });

  it('a value JSON cannot hold is refused, and a bad ttl is a programming error', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(make().set('c', cyclic)).toBe(false);
    expect(() => make().set('c', 1, 0)).toThrow(RangeError);
    expect(() => make().set('c', 1, Number.NaN)).toThrow(
      '[cache] ttl of c must be a positive number of seconds',
    );
  });

  it('the module-level functions use localStorage and the wall clock', () => {
    vi.useFakeTimers({ now: 5_000_000, toFake: ['Date'] });
    expect(cacheSet('m', 'v', 1)).toBe(true);
    expect(localStorage.getItem(`${CACHE_PREFIX}m`)).toBe('{"value":"v","ttl":1,"expires":5001000}');
    expect(cacheGet('m')).toBe('v');
    vi.setSystemTime(5_001_000);
    expect(cacheGet('m')).toBeUndefined();
    cacheSet('n', 1);
    cacheRemove('n');
    expect(cacheGet('n')).toBeUndefined();
    cacheSet('o', 1);
    cacheClear();
    expect(localStorage.length).toBe(0);
  });
});
