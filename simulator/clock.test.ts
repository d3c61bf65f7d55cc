import { describe, expect, it } from 'vitest';
import { createClock, hostSliceMs, defaultSteppedStart } from './clock.ts';

describe('stepped clock', () => {
  it('starts at a fixed instant and moves only on advance', () => {
    const clock = createClock({ mode: 'stepped' });
    expect(clock.now()).toBe(defaultSteppedStart);
    clock.advance(1500);
    expect(clock.now()).toBe(defaultSteppedStart + 1500);
  });

  it('runs due timers in order of due time, then creation, at their own time', () => {
    const clock = createClock({ mode: 'stepped', start: 0 });
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => seen.push(`a@${clock.now()}`), 100);
    clock.setTimeout(() => seen.push(`c@${clock.now()}`), 200);
    clock.setTimeout(() => seen.push('late'), 301);
    clock.advance(300);
    expect(seen).toEqual(['a@100', 'b@200', 'c@200']);
    expect(clock.now()).toBe(300);
    expect(clock.pending()).toBe(1);
  });

  it('repeats intervals and stops them when cleared, also from inside', () => {
    const clock = createClock({ mode: 'stepped', start: 0 });
    const ticks: number[] = [];
    const id = clock.setInterval(() => {
      ticks.push(clock.now());
      if (ticks.length === 3) clock.clearInterval(id);
    }, 1000);
    clock.advance(10_000);
    expect(ticks).toEqual([1000, 2000, 3000]);
    expect(clock.pending()).toBe(0);
  });

  it('runs timers scheduled by timers within the same advance', () => {
    const clock = createClock({ mode: 'stepped', start: 0 });
    const seen: number[] = [];
    clock.setTimeout(() => clock.setTimeout(() => seen.push(clock.now()), 50), 50);
    clock.advance(100);
    expect(seen).toEqual([100]);
  });

  it('resolves sleep on advance and clears timeouts', async () => {
    const clock = createClock({ mode: 'stepped', start: 0 });
    let done = false;
    void clock.sleep(10).then(() => (done = true));
    const cancelled = clock.setTimeout(() => {
      throw new Error('must not run');
    }, 5);
    clock.clearTimeout(cancelled);
    clock.advance(10);
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it('refuses advance on a real clock and bad speeds', () => {
    expect(() => createClock({ mode: 'real' }).advance(1)).toThrow(/stepped/);
    expect(() => createClock({ mode: 'accelerated', speed: 0 })).toThrow(/speed/);
  });
});

describe('accelerated clock', () => {
  it('runs simulated time speed times faster than the wall clock', async () => {
    const clock = createClock({ mode: 'accelerated', speed: 1000, start: 0 });
    const wallStart = Date.now();
    await clock.sleep(2000);
    const wall = Date.now() - wallStart;
    expect(clock.now()).toBeGreaterThanOrEqual(2000);
    expect(wall).toBeLessThan(1000);
    clock.dispose();
  });
});

describe('real clock turns', () => {
  it('runs due timers in slices of hostSliceMs, letting the event loop turn between them', async () => {
    // The host's time as the turns see it, moved by each round's work: a busy machine cannot
    // stretch a round past its slice.
    let host = 0;
    const clock = createClock({ mode: 'real', hostNow: () => host });
    const busy = (ms: number) => void (host += ms); // the work of a round
    const count = 20; // 20 x 2 ms: four times one slice
    let ran = 0;
    let ranBeforeTheLoopTurned: number | undefined;
    const order: number[] = [];
    const done = new Promise<void>((resolve) => {
      for (let i = 0; i < count; i++)
        clock.setTimeout(() => {
          if (ran === 0) setImmediate(() => (ranBeforeTheLoopTurned = ran));
          busy(2);
          order.push(i);
          if (++ran === count) resolve();
        }, 0);
    });
    await done;
    clock.dispose();
    expect(order).toEqual([...Array(count).keys()]); // in due order, each once
    expect(ranBeforeTheLoopTurned).toBe(hostSliceMs / 2); // one slice: 10 ms of 2 ms rounds
  });
});

describe('a timer that throws', () => {
  it('is reported and the other timers still run', () => {
    const errors: unknown[] = [];
    const clock = createClock({ mode: 'stepped', onTimerError: (e) => errors.push(e) });
    const ran: string[] = [];
    clock.setInterval(() => {
      throw new Error('bad tick');
    }, 1000);
    clock.setInterval(() => ran.push('ok'), 1000);
    clock.advance(3000);
    expect(ran).toEqual(['ok', 'ok', 'ok']);
    expect(errors).toHaveLength(3);
  });
});
