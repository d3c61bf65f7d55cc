// The connect phase: bounded connects in flight, and every outcome counted.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSummary, startPaced, type Starter } from './connect-phase.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('startPaced', () => {
  it('keeps at most `concurrency` starts in flight and starts every one', async () => {
    let inFlight = 0;
    let most = 0;
    const starters: Starter[] = Array.from({ length: 25 }, () => ({
      start: async () => {
        most = Math.max(most, ++inFlight);
        await Promise.resolve();
        inFlight--;
      },
    }));
    const progress: number[] = [];
    const report = await startPaced(starters, { concurrency: 4, progress: (done) => progress.push(done) });
    expect(most).toBe(4);
    expect(report).toMatchObject({ connected: 25, refused: 0, timedOut: 0 });
    expect(progress).toEqual([3, 6, 9, 12, 15, 18, 21, 24]);
  });

  it('counts refusals (with the first reason) and timeouts at the deadline', async () => {
    vi.useFakeTimers();
    const never = () => new Promise<void>(() => undefined);
    const starters: Starter[] = [
      { start: () => Promise.resolve() },
      { start: never, refused: () => 'CONNACK 4: Bad username or password' },
      { start: never, refused: () => undefined },
      { start: () => Promise.reject(new Error('boom')) },
    ];
    const done = startPaced(starters, { concurrency: 2, timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(2000);
    const report = await done;
    expect(report).toMatchObject({ connected: 1, refused: 2, timedOut: 1 });
    expect(report.firstRefusal).toBe('CONNACK 4: Bad username or password');
    expect(connectSummary(report)).toMatch(
      /^1 connected, 2 refused, 1 timed out in [\d.]+ s \(first refusal: CONNACK 4/,
    );
  });
});
