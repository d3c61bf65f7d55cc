// The replay's offset follows the farm's zone on the history's last day, not a fixed UTC+8.
import { describe, expect, it } from 'vitest';
import { historyUtcOffsetMin } from './history-offset';

describe("a fit's history offset", () => {
  it("is the farm's zone's on the held-out day, clock changes included", () => {
    const july = Date.UTC(2026, 6, 15, 12);
    const january = Date.UTC(2026, 0, 15, 12);
    expect(historyUtcOffsetMin(july, 'Asia/Shanghai')).toBe(480);
    expect(historyUtcOffsetMin(july, 'Europe/Amsterdam')).toBe(120);
    expect(historyUtcOffsetMin(january, 'Europe/Amsterdam')).toBe(60);
    expect(historyUtcOffsetMin(january, 'America/Sao_Paulo')).toBe(-180);
    expect(historyUtcOffsetMin(july, 'Asia/Kolkata')).toBe(330);
  });

  it('takes the last day when the week crosses a clock change', () => {
    // Europe's clocks go forward on 29 March 2026: a week to 1 April ends on summer time.
    expect(historyUtcOffsetMin(Date.UTC(2026, 3, 1, 12), 'Europe/Amsterdam')).toBe(120);
    // The history's end at 00:30 UTC on 29 March: its last day's middle is still winter time.
    expect(historyUtcOffsetMin(Date.UTC(2026, 2, 29, 0, 30), 'Europe/Amsterdam')).toBe(60);
  });
});
