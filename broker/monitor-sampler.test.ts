import { describe, expect, it } from 'vitest';
import { createMonitorSampler } from './monitor-sampler.ts';

/** Offers `perSecond` publishes spread over each of `seconds` seconds; returns the checks per second. */
function offer(perSecond: number, seconds: number, budget: number): number[] {
  let t = 10_000;
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const sampler = createMonitorSampler({ perSecond: budget, now: () => t, random });
  const checked: number[] = [];
  for (let s = 0; s < seconds; s++) {
    let n = 0;
    for (let i = 0; i < perSecond; i++) {
      t = 10_000 + s * 1000 + Math.floor((i * 1000) / perSecond);
      if (sampler.take()) n++;
    }
    checked.push(n);
  }
  return checked;
}

describe('contract monitor sampling', () => {
  it('checks every publish while the rate is within the budget', () => {
    expect(offer(800, 3, 1000)).toEqual([800, 800, 800]);
  });

  it('checks about the budget per second once the rate is above it', () => {
    const checked = offer(5000, 4, 1000);
    // The first second samples as the count grows (budget + budget * ln(5)), then about the budget.
    expect(checked[0]).toBeGreaterThan(1000);
    expect(checked[0]).toBeLessThan(3000);
    for (const n of checked.slice(1)) {
      expect(n).toBeGreaterThan(900);
      expect(n).toBeLessThan(1100);
    }
  });

  it('checks every publish with a budget of 0', () => {
    expect(offer(5000, 2, 0)).toEqual([5000, 5000]);
  });
});
