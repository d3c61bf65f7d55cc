// Contract checks after delivery: in order, in bounded slices, never more than the queue holds.
import { describe, expect, it, vi } from 'vitest';
import { createDeferredChecks, type PendingCheck } from './deferred-checks.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
const check = (n: number): PendingCheck => ({
  id: `c${n}`,
  topic: `farm/gh-${n}/sensor/data`,
  payload: '{}',
});

describe('createDeferredChecks', () => {
  it('checks after the publish is passed on, in order, a slice at a time', async () => {
    const ran: string[] = [];
    const checks = createDeferredChecks((c) => void ran.push(c.id), { sliceMs: 0 });
    for (let n = 1; n <= 3; n++) checks.push(check(n));
    expect(ran).toEqual([]); // nothing before the broker's turn is over
    await turn();
    expect(ran).toEqual(['c1']); // a slice of 0 ms still makes one check
    await vi.waitFor(() => expect(ran).toEqual(['c1', 'c2', 'c3']));
  });

  it('skips checks beyond the queue, counts them and logs once', async () => {
    const ran: string[] = [];
    const log = vi.fn();
    const checks = createDeferredChecks((c) => void ran.push(c.id), { maxQueued: 2, log });
    for (let n = 1; n <= 5; n++) checks.push(check(n));
    expect(checks.skipped()).toBe(3);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/contract monitor behind: 1 checks skipped/);
    await vi.waitFor(() => expect(ran).toEqual(['c1', 'c2']));
  });

  it('logs a check that throws and goes on with the next', async () => {
    const ran: string[] = [];
    const log = vi.fn();
    const checks = createDeferredChecks(
      (c) => {
        if (c.id === 'c1') throw new Error('boom');
        ran.push(c.id);
      },
      { log },
    );
    checks.push(check(1));
    checks.push(check(2));
    await vi.waitFor(() => expect(ran).toEqual(['c2']));
    expect(log.mock.calls[0]?.[0]).toMatch(/contract check of farm\/gh-1\/sensor\/data failed: Error: boom/);
  });
});
