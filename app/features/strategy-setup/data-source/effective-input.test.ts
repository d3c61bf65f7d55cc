// The value a strategy sees of an input: the source's good readings by mode, else the fallback.
import { describe, expect, it } from 'vitest';
import { effectiveInput, type ReadingLike } from './effective-input';

const readings: Record<number, ReadingLike> = {
  1: { v: 22, q: 0 },
  2: { v: 26, q: 0 },
  3: { v: 40, q: 2 }, // a faulty sensor's reading is never used
  4: { v: null, q: 3 },
  9: { v: 18, q: 0 },
};
const reading = (sid: number) => readings[sid];
const source = (mode: 'avg' | 'min' | 'max' | 'first', sids: number[], fallbackSid: number | null = 9) => ({
  mode,
  sids,
  fallbackSid,
});

describe('effectiveInput', () => {
  it('combines the good readings by the mode', () => {
    expect(effectiveInput(source('avg', [1, 2, 3]), reading)).toEqual({
      value: 24,
      used: [1, 2],
      fromFallback: false,
    });
    expect(effectiveInput(source('min', [1, 2]), reading).value).toBe(22);
    expect(effectiveInput(source('max', [1, 2, 3]), reading)).toEqual({
      value: 26,
      used: [2],
      fromFallback: false,
    });
    expect(effectiveInput(source('first', [3, 2, 1]), reading)).toEqual({
      value: 26,
      used: [2],
      fromFallback: false,
    });
  });

  it('takes the fallback sensor only when none of the sources reads well', () => {
    expect(effectiveInput(source('avg', [3, 4, 7]), reading)).toEqual({
      value: 18,
      used: [9],
      fromFallback: true,
    });
    expect(effectiveInput(source('avg', [3], null), reading)).toEqual({
      value: undefined,
      used: [],
      fromFallback: false,
    });
    expect(effectiveInput(source('avg', [3], 4), reading).value).toBeUndefined();
  });
});
