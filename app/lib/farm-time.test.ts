// Farm time reads and writes the base's wall clock whatever zone the device runs in.
import { describe, expect, it } from 'vitest';
import {
  differsFromDevice,
  farmClockOn,
  farmDay,
  farmDayRange,
  farmMinuteOfDay,
  formatFarm,
  parseFarmDateTime,
  sameFarmDay,
  utcOffsetLabel,
  zoneOffsetMs,
} from './farm-time';

const H = 3_600_000;
const shanghai = 'Asia/Shanghai';
const berlin = 'Europe/Berlin';
// The harness farm's first moment: 00:30 in Beijing is still the day before in UTC.
const start = Date.parse('2026-11-26T00:30:00+08:00');

describe('formatting on the farm clock', () => {
  it('writes the farm date and time, not the device one', () => {
    expect(formatFarm(start, 'YYYY-MM-DD HH:mm:ss', shanghai)).toBe('2026-11-26 00:30:00');
    expect(formatFarm(start, 'YYYY-MM-DD HH:mm', 'UTC')).toBe('2026-11-25 16:30');
    expect(formatFarm(new Date(start), 'MM-DD', 'America/New_York')).toBe('11-25');
    expect(formatFarm(Number.NaN, 'HH:mm', shanghai)).toBe('Invalid Date');
  });
  it('gives the farm day and minute of the day', () => {
    expect(farmDay(start, shanghai)).toBe('2026-11-26');
    expect(farmDay(start, 'UTC')).toBe('2026-11-25');
    expect(farmMinuteOfDay(start, shanghai)).toBe(30);
    expect(sameFarmDay(start, start - H, shanghai)).toBe(false);
    expect(sameFarmDay(start, start - H, 'UTC')).toBe(true);
  });
  it('falls back to the device zone for a zone it does not know', () => {
    expect(formatFarm(start, 'HH:mm', 'Mars/Olympus')).toBe(formatFarm(start, 'HH:mm', null));
  });
});

describe('across a daylight-saving change (Europe/Berlin)', () => {
  it('moves the offset with the clocks', () => {
    expect(zoneOffsetMs(Date.parse('2026-03-28T12:00:00Z'), berlin)).toBe(H);
    expect(zoneOffsetMs(Date.parse('2026-03-30T12:00:00Z'), berlin)).toBe(2 * H);
    expect(utcOffsetLabel(Date.parse('2026-03-30T12:00:00Z'), berlin)).toBe('UTC+2');
    expect(utcOffsetLabel(start, shanghai)).toBe('UTC+8');
    expect(utcOffsetLabel(start, 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(utcOffsetLabel(start, 'UTC')).toBe('UTC');
  });
  it('makes the spring day 23 hours and the autumn day 25', () => {
    const spring = farmDayRange('2026-03-29', berlin);
    expect(spring).toEqual({
      from: Date.parse('2026-03-28T23:00:00Z'),
      to: Date.parse('2026-03-29T22:00:00Z'),
    });
    const autumn = farmDayRange('2026-10-25', berlin);
    expect(autumn && autumn.to - autumn.from).toBe(25 * H);
    expect(farmDayRange('2026-02-30', berlin)).toBeNull();
  });
  it('parses farm clock text: a skipped hour does not exist, a repeated one is its first pass', () => {
    expect(parseFarmDateTime('2026-03-29T01:30', berlin)).toBe(Date.parse('2026-03-29T00:30:00Z'));
    expect(parseFarmDateTime('2026-03-29T02:30', berlin)).toBeNull();
    expect(parseFarmDateTime('2026-03-29T03:30', berlin)).toBe(Date.parse('2026-03-29T01:30:00Z'));
    expect(parseFarmDateTime('2026-10-25T02:30', berlin)).toBe(Date.parse('2026-10-25T00:30:00Z'));
  });
});

describe('parsing farm clock text', () => {
  it('reads dates and datetime-local text as farm time', () => {
    expect(parseFarmDateTime('2026-11-26T00:30', shanghai)).toBe(start);
    expect(parseFarmDateTime('2026-11-26', shanghai)).toBe(Date.parse('2026-11-25T16:00:00Z'));
    expect(parseFarmDateTime('2026-11-26 06:30:15', shanghai)).toBe(Date.parse('2026-11-25T22:30:15Z'));
  });
  it('refuses what is not a moment', () => {
    for (const text of ['2023-02-29T10:00', '2024-01-01T24:00', '2024-13-01', 'yesterday', ''])
      expect(parseFarmDateTime(text, shanghai)).toBeNull();
  });
  it('puts a schedule time on the farm day of a moment', () => {
    expect(farmClockOn('06:30', start, shanghai)).toBe(Date.parse('2026-11-26T06:30:00+08:00'));
    expect(farmClockOn('6:30', start, shanghai)).toBeNull();
  });
});

describe('the zone note', () => {
  it('is needed only where the farm clock reads differently from the device', () => {
    expect(differsFromDevice(start, null)).toBe(false);
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(differsFromDevice(start, device)).toBe(false);
    const other = zoneOffsetMs(start, null) === 8 * H ? 'UTC' : shanghai;
    expect(differsFromDevice(start, other)).toBe(true);
  });
});
