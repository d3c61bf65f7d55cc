import { describe, expect, it } from 'vitest';
import { WorldApiError } from '../world-api';
import { errorOf, formatSpan } from './use-recording';

describe('the recording panel', () => {
  it('formats spans of farm time', () => {
    expect([0, 59_999, 61_000, 3_600_000 + 62_000].map(formatSpan)).toEqual([
      '0:00',
      '0:59',
      '1:01',
      '1:01:02',
    ]);
  });

  it('shows the world’s own refusal, and "unreachable" when it could not be asked', () => {
    expect(errorOf(new WorldApiError('no trace named x', 404))).toBe('no trace named x');
    expect(errorOf(new WorldApiError('GET traces: Failed to fetch', 0))).toBe('unreachable');
    expect(errorOf(new TypeError('Failed to fetch'))).toBe('unreachable');
  });
});
