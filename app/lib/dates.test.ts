import { afterEach, describe, expect, it } from 'vitest';
import { daysBetween, daysFromToday, isBeforeToday, parseDashDate, toDashDate } from './dates';

const originalTz = process.env.TZ;
afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('dates', () => {
  it('parses dash-separated dates, padded or not, as local calendar days', () => {
    expect(parseDashDate('2024-03-05')?.format('YYYY-MM-DD HH:mm')).toBe('2024-03-05 00:00');
    expect(parseDashDate('2024-3-5')?.format('YYYY-MM-DD')).toBe('2024-03-05');
    expect(parseDashDate(' 2024-12-31 ')?.format('YYYY-MM-DD')).toBe('2024-12-31');
  });

  it.each([
    '',
    '2024/03/05',
    '20240305',
    '2024-13-01',
    '2024-02-30',
    '2023-02-29',
    '2024-03-05T10:00',
    'soon',
  ])('rejects %j', (text) => {
    expect(parseDashDate(text)).toBeNull();
  });

  it('counts whole calendar days whatever the hour', () => {
    expect(daysBetween(new Date(2024, 2, 5, 23, 59), new Date(2024, 2, 6, 0, 1))).toBe(1);
    expect(daysBetween(new Date(2024, 2, 5, 0, 0), new Date(2024, 2, 5, 23, 59))).toBe(0);
    expect(daysBetween(new Date(2024, 2, 6), new Date(2024, 2, 5))).toBe(-1);
    expect(daysBetween(new Date(2023, 11, 31), new Date(2024, 11, 31))).toBe(366);
  });

  it('is not fooled by a daylight-saving change', () => {
    process.env.TZ = 'Europe/Berlin'; // clocks go forward on 2024-03-31
    expect(new Date(2024, 3, 1).getTimezoneOffset()).toBe(-120); // the zone really applies
    expect(daysBetween(new Date(2024, 2, 30, 12), new Date(2024, 3, 1, 0, 30))).toBe(2);
    expect(daysFromToday('2024-03-31', new Date(2024, 2, 31, 23, 30))).toBe(0);
  });

  it('payment guard: a date is earlier than today by calendar day only', () => {
    const today = new Date(2024, 5, 15, 9, 30);
    expect(isBeforeToday('2024-06-14', today)).toBe(true);
    expect(isBeforeToday('2024-06-15', today)).toBe(false);
    expect(isBeforeToday('2024-06-16', today)).toBe(false);
    expect(daysFromToday('2024-06-10', today)).toBe(-5);
    expect(daysFromToday('not a date', today)).toBeNull();
    expect(isBeforeToday('not a date', today)).toBe(false);
  });

  it('formats a moment as YYYY-MM-DD', () => {
    expect(toDashDate(new Date(2024, 0, 2, 23, 0))).toBe('2024-01-02');
  });
});
