import { describe, expect, it } from 'vitest';
import { catchUpEveryMs, catchUpGate } from './catch-up.ts';

describe('catch-up gate', () => {
  it('opens on every call at the usual pace, and once per catchUpEveryMs while catching up', () => {
    let now = 0;
    let catchingUp = false;
    const due = catchUpGate({ now: () => now, catchingUp: () => catchingUp });
    const opened = (from: number, to: number, step: number) => {
      let n = 0;
      for (now = from; now < to; now += step) if (due()) n++;
      return n;
    };
    expect(opened(0, 10_000, 1000)).toBe(10);
    catchingUp = true;
    const end = 10_000 + 5 * catchUpEveryMs;
    expect(opened(10_000, end, 1000)).toBe(5);
    catchingUp = false;
    expect(opened(end, end + 5000, 1000)).toBe(5);
  });

  it('opens once per everyMs when given one, and still once per catchUpEveryMs while catching up', () => {
    let now = 0;
    let catchingUp = false;
    const due = catchUpGate({ now: () => now, catchingUp: () => catchingUp }, 5000);
    const opened: number[] = [];
    for (now = 0; now < 20_000; now += 1000) if (due()) opened.push(now);
    expect(opened).toEqual([0, 5000, 10_000, 15_000]);
    catchingUp = true;
    let n = 0;
    for (now = 20_000; now < 20_000 + 3 * catchUpEveryMs; now += 1000) if (due()) n++;
    expect(n).toBe(3);
  });
});
