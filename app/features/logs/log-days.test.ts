// The day range and local time helpers of the log screens.
import { describe, expect, it } from 'vitest';
import { daysOf, isDay, localDay, localTime, MAX_DAYS } from './log-days';

describe('log days', () => {
  it('lists the days of a range newest first, in either order', () => {
    expect(daysOf('2024-02-27', '2024-03-01').days).toEqual([
      '2024-03-01',
      '2024-02-29',
      '2024-02-28',
      '2024-02-27',
    ]);
    expect(daysOf('2024-03-01', '2024-02-28').days).toEqual(['2024-03-01', '2024-02-29', '2024-02-28']);
    expect(daysOf('2024-03-01', '2024-03-01')).toEqual({ days: ['2024-03-01'], clipped: false });
  });

  it('keeps at most MAX_DAYS days back from the later day and says it clipped', () => {
    const range = daysOf('2024-01-01', '2024-06-30');
    expect(range.days).toHaveLength(MAX_DAYS);
    expect(range.days[0]).toBe('2024-06-30');
    expect(range.clipped).toBe(true);
  });

  it('asks nothing for a malformed day', () => {
    expect(daysOf('2024-13-45', '2024-01-01').days).toEqual([]);
    expect(isDay('yesterday')).toBe(false);
    expect(isDay('2024-05-06')).toBe(true);
  });

  it('gives the day and time in the controller zone, not the browser one', () => {
    const ts = Date.parse('2024-05-06T17:30:05Z');
    expect(localDay(ts, 'Asia/Shanghai')).toBe('2024-05-07');
    expect(localTime(ts, 'Asia/Shanghai')).toBe('2024-05-07 01:30:05');
    expect(localTime(ts, 'UTC')).toBe('2024-05-06 17:30:05');
  });
});
