// Strategy order as the controller ranks it, and up/down moves that renumber as little as they can.
import { describe, expect, it } from 'vitest';
import { byRank, moveRow, rankOf } from './priority-order';

const rows = (...priorities: number[]) => priorities.map((priority, i) => ({ stid: i + 1, priority }));
const moved = (result: Map<number, number> | null) => (result ? Object.fromEntries(result) : null);

describe('byRank', () => {
  it('puts wind protection first whatever its number, then the higher priority, ties by stid', () => {
    const sorted = byRank([
      { stid: 1, kind: 'environment', priority: 50 },
      { stid: 2, kind: 'rollFilm', priority: 95 },
      { stid: 3, kind: 'windSpeed', priority: 10 },
      { stid: 4, kind: 'fan', priority: 50 },
    ] as const);
    expect(sorted.map((s) => s.stid)).toEqual([3, 2, 1, 4]);
    expect(rankOf({ stid: 3, kind: 'windSpeed', priority: 10 })).toBe(1010);
  });
});

describe('moveRow', () => {
  it('swaps two different priorities and changes only those two records', () => {
    expect(moved(moveRow(rows(80, 65, 60, 55), 2, -1))).toEqual({ 2: 60, 3: 65 });
    expect(moved(moveRow(rows(80, 65, 60, 55), 0, 1))).toEqual({ 1: 65, 2: 80 });
  });

  it('cannot move past either end', () => {
    expect(moveRow(rows(80, 65), 0, -1)).toBeNull();
    expect(moveRow(rows(80, 65), 1, 1)).toBeNull();
  });

  it('breaks a tie by raising the moved row and the rows above only as far as needed', () => {
    // 3 moves above 2 (both 50): 3 gets 51, 1 (51) must rise to 52 to stay above it; 4 is untouched.
    expect(moved(moveRow(rows(51, 50, 50, 40), 2, -1))).toEqual({ 1: 52, 3: 51 });
    expect(moved(moveRow(rows(90, 50, 50), 1, 1))).toEqual({ 3: 51 });
  });

  it('makes room below when the top is already at 100', () => {
    expect(moved(moveRow(rows(100, 100, 99), 1, -1))).toEqual({ 1: 99, 3: 98 });
  });

  it('lowers the rows below when the rows above are packed up to 100', () => {
    expect(moved(moveRow(rows(100, 99, 99, 0), 2, -1))).toEqual({ 2: 98 });
  });
});
