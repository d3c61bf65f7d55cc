import { describe, expect, it } from 'vitest';
import { compassPoint, pairSeries, sectorOf, windRose } from './compass.ts';

describe('wind direction to compass', () => {
  it('maps degrees to the 16 points, centred on each', () => {
    expect(compassPoint(0)).toBe('N');
    expect(compassPoint(11.2)).toBe('N');
    expect(compassPoint(11.25)).toBe('NNE');
    expect(compassPoint(45)).toBe('NE');
    expect(compassPoint(90)).toBe('E');
    expect(compassPoint(180)).toBe('S');
    expect(compassPoint(225)).toBe('SW');
    expect(compassPoint(350)).toBe('N');
    expect(compassPoint(348)).toBe('NNW');
    expect(compassPoint(360)).toBe('N');
    expect(compassPoint(-90)).toBe('W');
    expect(sectorOf(720 + 22.5)).toBe(1);
  });
});

describe('wind rose', () => {
  it('shares and mean speeds per sector, leaving out calm and missing samples', () => {
    const rose = windRose([
      { dir: 0, speed: 2 },
      { dir: 5, speed: 4 },
      { dir: 90, speed: 6 },
      { dir: 180, speed: 0.1 },
      { dir: null, speed: 3 },
      { dir: 270, speed: null },
    ]);
    expect(rose).toHaveLength(16);
    expect(rose[0]).toEqual({ point: 'N', share: 2 / 3, meanSpeed: 3 });
    expect(rose[4]).toEqual({ point: 'E', share: 1 / 3, meanSpeed: 6 });
    expect(rose[8]?.share).toBe(0);
    expect(windRose([]).every((s) => s.share === 0)).toBe(true);
  });
  it('pairs direction and speed by timestamp', () => {
    expect(
      pairSeries(
        [
          [1, 10],
          [2, 20],
        ],
        [[2, 5]],
      ),
    ).toEqual([
      { dir: 10, speed: null },
      { dir: 20, speed: 5 },
    ]);
  });
});
