import { describe, expect, it } from 'vitest';
import { clockMinutes, crossed, inWindow, localDay, localMinute } from './local-time.ts';
import { at, t0 } from './automation-input.ts';

describe('local time', () => {
  it('reads the local minute and day at UTC+8', () => {
    expect(localMinute(t0, 480)).toBe(0);
    expect(localMinute(at('13:30'), 480)).toBe(810);
    expect(localDay(at('23:59'), 480)).toBe(localDay(t0, 480));
    expect(localDay(at('00:00', 1), 480)).toBe(localDay(t0, 480) + 1);
    expect(clockMinutes('06:05')).toBe(365);
  });

  it('has windows that may span midnight; equal ends mean all day', () => {
    expect(inWindow(600, '06:00', '18:00')).toBe(true);
    expect(inWindow(1080, '06:00', '18:00')).toBe(false);
    expect(inWindow(1380, '22:00', '05:00')).toBe(true);
    expect(inWindow(120, '22:00', '05:00')).toBe(true);
    expect(inWindow(600, '22:00', '05:00')).toBe(false);
    expect(inWindow(5, '00:00', '00:00')).toBe(true);
  });

  it('notices a clock time passed between two calls, across midnight too', () => {
    expect(crossed(at('07:59'), at('08:00'), 480, '08:00')).toBe(true);
    expect(crossed(at('08:00'), at('08:01'), 480, '08:00')).toBe(false);
    expect(crossed(at('23:58'), at('00:02', 1), 480, '00:00')).toBe(true);
    expect(crossed(at('23:58'), at('00:02', 1), 480, '12:00')).toBe(false);
    expect(crossed(null, at('08:00'), 480, '08:00')).toBe(false);
    expect(crossed(at('08:00'), at('08:00', 2), 480, '03:00')).toBe(true);
  });
});
