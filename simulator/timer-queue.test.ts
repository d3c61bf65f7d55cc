// The heap gives timers out in the order a sorted list would, with clears in between.
import { describe, expect, it } from 'vitest';
import { createRandom } from '../model/random.ts';
import { createTimerQueue, type QueuedTimer } from './timer-queue.ts';

describe('timer queue', () => {
  it('pops by due time, then id, skipping cleared timers, as a sorted list does', () => {
    const random = createRandom('timer-queue');
    const queue = createTimerQueue();
    let model: QueuedTimer[] = [];
    const order = (a: QueuedTimer, b: QueuedTimer) => a.due - b.due || a.id - b.id;
    let id = 0;
    const popped: number[] = [];
    const expected: number[] = [];
    for (let step = 0; step < 5000; step++) {
      const r = random.next();
      if (r < 0.5) {
        const timer = { id: ++id, due: Math.floor(random.next() * 50), period: null, fn: () => undefined };
        queue.push(timer);
        model.push(timer);
      } else if (r < 0.7 && model.length > 0) {
        const victim = model[Math.floor(random.next() * model.length)] as QueuedTimer;
        const wasNext = queue.cancel(victim.id);
        model.sort(order);
        expect(wasNext).toBe(model[0] === victim);
        model = model.filter((t) => t !== victim);
      } else {
        model.sort(order);
        expected.push(model.shift()?.id ?? -1);
        popped.push(queue.pop()?.id ?? -1);
      }
      expect(queue.size).toBe(model.length);
    }
    expect(popped).toEqual(expected);
    expect(popped.length).toBeGreaterThan(1000);
    expect(queue.cancel(-5)).toBe(false);
  });
});
