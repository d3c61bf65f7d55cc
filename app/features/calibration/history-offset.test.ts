// The replay's offset follows the farm's zone on the history's last day, not a fixed UTC+8.
import { describe, expect, it } from 'vitest';
import { historyOffsets, historyUtcOffsetMin } from './history-offset';

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

  it('lists where the clocks change within the history, to the minute', () => {
    const week = 7 * 86_400_000;
    // Europe's clocks go forward at 01:00 UTC on 29 March 2026.
    const to = Date.UTC(2026, 3, 1, 12, 7);
    expect(historyOffsets(to - week, to, 'Europe/Amsterdam')).toEqual([
      { from: to - week, utcOffsetMin: 60 },
      { from: Date.UTC(2026, 2, 29, 1), utcOffsetMin: 120 },
    ]);
    // And back at 01:00 UTC on 25 October 2026.
    const autumn = Date.UTC(2026, 9, 27, 9, 30);
    expect(historyOffsets(autumn - week, autumn, 'Europe/Amsterdam')).toEqual([
      { from: autumn - week, utcOffsetMin: 120 },
      { from: Date.UTC(2026, 9, 25, 1), utcOffsetMin: 60 },
    ]);
    expect(historyOffsets(to - week, to, 'Asia/Shanghai')).toEqual([{ from: to - week, utcOffsetMin: 480 }]);
  });
});
