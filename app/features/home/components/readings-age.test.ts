import { describe, expect, it } from 'vitest';
import { readingsAge } from './readings-age';

const minute = 60_000;

describe('readingsAge', () => {
  it('says nothing under a minute, then minutes, hours and days', () => {
    expect(readingsAge(0, 59_000)).toBeNull();
    expect(readingsAge(1000, 0)).toBeNull();
    expect(readingsAge(0, 5 * minute + 10)).toEqual({ unit: 'minutes', count: 5 });
    expect(readingsAge(0, 3 * 60 * minute)).toEqual({ unit: 'hours', count: 3 });
    expect(readingsAge(0, 47 * 60 * minute)).toEqual({ unit: 'hours', count: 47 });
    expect(readingsAge(0, 3 * 24 * 60 * minute)).toEqual({ unit: 'days', count: 3 });
  });
});
