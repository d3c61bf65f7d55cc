import { describe, expect, it } from 'vitest';
import { keepEqual } from './keep-equal';

describe('keepEqual', () => {
  it('gives the previous answer back when the new one is equal', () => {
    const previous = { running: true, at: 5, timeline: [{ index: 0, state: 'past' }], note: null };
    const next = { running: true, at: 5, timeline: [{ index: 0, state: 'past' }], note: null };
    expect(keepEqual(previous, next)).toBe(previous);
  });

  it('keeps the equal parts of a changed answer and takes the changed ones', () => {
    const previous = {
      at: 5,
      timeline: [
        { index: 0, state: 'past' },
        { index: 1, state: 'coming' },
      ],
    };
    const next = {
      at: 6,
      timeline: [
        { index: 0, state: 'past' },
        { index: 1, state: 'past' },
      ],
    };
    const shared = keepEqual(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.timeline[0]).toBe(previous.timeline[0]);
    expect(shared.timeline[1]).not.toBe(previous.timeline[1]);
  });

  it('tells a key added, removed or set to undefined from the same answer', () => {
    const previous: Record<string, unknown> = { a: 1 };
    expect(keepEqual(previous, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(keepEqual(previous, {})).toEqual({});
    expect(keepEqual(previous, { a: 1, b: undefined })).not.toBe(previous);
    expect(keepEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toEqual({ a: 1, c: undefined });
  });

  it('compares arrays by length and items, and values by identity', () => {
    const previous = [1, 2, 3];
    expect(keepEqual(previous, [1, 2, 3])).toBe(previous);
    expect(keepEqual(previous, [1, 2])).toEqual([1, 2]);
    expect(keepEqual<unknown>(null, { a: 1 })).toEqual({ a: 1 });
    expect(keepEqual<unknown>({ a: 1 }, null)).toBeNull();
    expect(keepEqual<unknown>([1], { 0: 1 })).toEqual({ 0: 1 });
  });
});
