// Which centre a screen shows: the link's, then the remembered pick of this base, then the first.
import { describe, expect, it } from 'vitest';
import { chooseCentre, fidOf, pickedKey, rememberCentre, rememberedCentre } from './centre-choice';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  };
}

describe('centre choice', () => {
  it('reads a fid from the link only when it is a positive whole number', () => {
    expect(fidOf('3')).toBe(3);
    expect(fidOf('0')).toBeNull();
    expect(fidOf('x3')).toBeNull();
    expect(fidOf(null)).toBeNull();
  });

  it('prefers the link, then the remembered pick, then the first centre of the base', () => {
    expect(chooseCentre([1, 2, 3], 2, 3)).toBe(2);
    expect(chooseCentre([1, 2, 3], 9, 3)).toBe(3);
    expect(chooseCentre([1, 2, 3], null, 9)).toBe(1);
    expect(chooseCentre([], 1, 1)).toBeNull();
  });

  it('remembers the pick per base', () => {
    const storage = memoryStorage();
    rememberCentre('farm/gh-1', 2, storage);
    expect(rememberedCentre('farm/gh-1', storage)).toBe(2);
    expect(rememberedCentre('farm/gh-2', storage)).toBeNull();
    expect(storage.getItem(pickedKey('farm/gh-1'))).toBe('2');
    expect(rememberedCentre(null, storage)).toBeNull();
  });
});
