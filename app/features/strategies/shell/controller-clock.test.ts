import { describe, expect, it } from 'vitest';
import { clockMinutes, inClockWindow, localMinuteAt } from './controller-clock';

describe('controller clock', () => {
  it('reads the local minute in the base’s time zone', () => {
    const ts = Date.UTC(2026, 0, 1, 22, 30); // 06:30 next day in Shanghai
    expect(localMinuteAt(ts, 'Asia/Shanghai')).toBe(6 * 60 + 30);
    expect(localMinuteAt(ts, 'UTC')).toBe(22 * 60 + 30);
  });

  it('decides windows as the controller does: end exclusive, across midnight, all day when equal', () => {
    expect(clockMinutes('06:30')).toBe(390);
    expect(clockMinutes('6:30')).toBeNaN();
    expect(inClockWindow(390, '06:30', '19:00')).toBe(true);
    expect(inClockWindow(1140, '06:30', '19:00')).toBe(false);
    expect(inClockWindow(60, '22:00', '06:00')).toBe(true);
    expect(inClockWindow(600, '22:00', '06:00')).toBe(false);
    expect(inClockWindow(600, '08:00', '08:00')).toBe(true);
  });
});
