// The company screen's online state of each base.
import { describe, expect, it } from 'vitest';
import { baseState } from './base-state';

describe('base state', () => {
  it('is the live connection and controller answer for the selected base', () => {
    const selected = { selected: true, lastSeen: undefined };
    expect(baseState({ ...selected, status: 1, system: 'ready' })).toBe('online');
    expect(baseState({ ...selected, status: 1, system: 'loading' })).toBe('connecting');
    expect(baseState({ ...selected, status: 1, system: 'error' })).toBe('silent');
    expect(baseState({ ...selected, status: 0, system: 'ready' })).toBe('offline');
    expect(baseState({ ...selected, status: 2, system: undefined })).toBe('connecting');
  });

  it('is only "last heard from" for a base not selected', () => {
    expect(baseState({ selected: false, status: 1, system: 'ready', lastSeen: 5 })).toBe('seen');
    expect(baseState({ selected: false, status: 1, system: 'ready', lastSeen: undefined })).toBe('unknown');
  });
});
