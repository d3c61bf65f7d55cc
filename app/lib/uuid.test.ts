// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceUuid, isDeviceState, randomUuid, UUID_KEY, wechatState } from './uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const A = '11111111-2222-4333-8444-555555555555';
const B = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

beforeEach(() => localStorage.clear());

describe('device uuid', () => {
  it('is generated once when missing, stored, and read back afterwards', () => {
    const generate = vi.fn().mockReturnValueOnce(A).mockReturnValueOnce(B);
    expect(UUID_KEY).toBe('greenhouse-hil:uuid');
    expect(deviceUuid({ storage: localStorage, generate })).toBe(A);
    expect(localStorage.getItem(UUID_KEY)).toBe(A);
    expect(deviceUuid({ storage: localStorage, generate })).toBe(A);
    expect(generate).toHaveBeenCalledOnce();
  });

  it('uses localStorage and crypto.randomUUID by default', () => {
    const id = deviceUuid();
    expect(id).toMatch(V4);
    expect(localStorage.getItem(UUID_KEY)).toBe(id);
    expect(deviceUuid()).toBe(id);
  });

  it('replaces a stored value that is not a uuid', () => {
    localStorage.setItem(UUID_KEY, 'garbage');
    expect(deviceUuid({ storage: localStorage, generate: () => B })).toBe(B);
    expect(localStorage.getItem(UUID_KEY)).toBe(B);
  });

  it('keeps one id for the page when storage is unusable', () => {
    const generate = vi.fn(randomUuid);
    const first = deviceUuid({ storage: undefined, generate });
    expect(deviceUuid({ storage: undefined, generate })).toBe(first);
    expect(first).toMatch(V4);
  });

  it('randomUuid makes a v4 uuid without crypto.randomUUID (insecure context)', () => {
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, randomUuid));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(V4);
      expect(getRandomValues).toHaveBeenCalledTimes(50);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
      getRandomValues.mockRestore();
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('WeChat state', () => {
  it('is the uuid with dashes turned into underscores', () => {
    expect(wechatState(A)).toBe('11111111_2222_4333_8444_555555555555');
  });

  it('recognises this device by either form, nothing else', () => {
    expect(isDeviceState(wechatState(A), A)).toBe(true);
    expect(isDeviceState(A, A)).toBe(true);
    expect(isDeviceState(wechatState(B), A)).toBe(false);
    expect(isDeviceState('', A)).toBe(false);
  });
});
