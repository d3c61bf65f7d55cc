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
    expect(opened(10_000, 10_000 + 5 * catchUpEveryMs, 1000)).toBe(5);
    catchingUp = false;
    expect(opened(400_000, 405_000, 1000)).toBe(5);
  });
});
