// The dayjs-free clock format writes what dayjs wrote for the app's patterns, in local time.
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatClock, sameLocalDay } from './clock-format';

const moments = [
  0,
  1_700_000_000_000,
  Date.UTC(2024, 1, 29, 23, 59, 59),
  new Date(2026, 0, 5, 7, 3, 9).getTime(),
];
const patterns = ['HH:mm:ss', 'HH:mm', 'MM-DD HH:mm', 'MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss'];

describe('formatClock', () => {
  it.each(patterns)('writes %s as dayjs does', (pattern) => {
    for (const ms of moments) expect(formatClock(ms, pattern)).toBe(dayjs(ms).format(pattern));
  });

  it('pads every field and takes a Date as well as a timestamp', () => {
    const moment = new Date(2026, 2, 4, 5, 6, 7);
    expect(formatClock(moment, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-03-04 05:06:07');
    expect(formatClock(moment.getTime(), 'HH:mm')).toBe('05:06');
  });

  it('says so for a moment that is not a time, like dayjs', () => {
    expect(formatClock(Number.NaN, 'HH:mm')).toBe(dayjs(Number.NaN).format('HH:mm'));
  });
});

describe('sameLocalDay', () => {
  it('is true within one local calendar day and false across midnight', () => {
    const morning = new Date(2026, 4, 10, 0, 0, 1).getTime();
    const night = new Date(2026, 4, 10, 23, 59, 59).getTime();
    expect(sameLocalDay(morning, night)).toBe(true);
    expect(sameLocalDay(night, night + 2000)).toBe(false);
  });
});
