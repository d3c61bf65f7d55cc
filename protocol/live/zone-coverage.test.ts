import { describe, expect, it } from 'vitest';
import { zonesOfStrategy } from './zone-coverage.ts';

const policies = [
  { zoneIds: [2, 3], strategyIds: [10] },
  { zoneIds: [3, 5], strategyIds: [10, 11] },
  { zoneIds: [9], strategyIds: [12] },
];

describe('zonesOfStrategy', () => {
  it('adds the zones of every group policy that lists the strategy, each once, in ascending order', () => {
    expect(zonesOfStrategy({ stid: 10, zoneIds: [4, 1, 3] }, policies)).toEqual([1, 2, 3, 4, 5]);
    expect(zonesOfStrategy({ stid: 11, zoneIds: [] }, policies)).toEqual([3, 5]);
  });

  it('is the strategy’s own zones, sorted, when no policy lists it', () => {
    expect(zonesOfStrategy({ stid: 13, zoneIds: [7, 2, 7] }, policies)).toEqual([2, 7]);
    expect(zonesOfStrategy({ stid: 13, zoneIds: [] }, [])).toEqual([]);
  });

  it('never changes the strategy’s own list', () => {
    const own = [3, 1];
    zonesOfStrategy({ stid: 10, zoneIds: own }, policies);
    expect(own).toEqual([3, 1]);
  });
});
