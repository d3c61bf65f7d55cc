import { describe, expect, it } from 'vitest';
import { formatValue, mergeSeries, seriesStats, timeTickFormat } from './series';
import { sparklinePath } from './live-sparkline';
import { joinTrend } from './live-trend-chart';
import { brushIndices, evenTicks, rowTs, zoomFromDrag } from './zoom';

describe('chart series', () => {
  it('merges series into rows by timestamp, sorted, keeping gaps as missing keys', () => {
    const rows = mergeSeries([
      {
        key: '1',
        name: 'a',
        points: [
          [2000, 2],
          [1000, 1],
        ],
      },
      {
        key: '2',
        name: 'b',
        points: [
          [1000, 10],
          [3000, null],
        ],
      },
    ]);
    expect(rows).toEqual([
      { ts: 1000, '1': 1, '2': 10 },
      { ts: 2000, '1': 2 },
      { ts: 3000, '2': null },
    ]);
  });

  it('computes min, avg and max of the non-null values, optionally inside a time window', () => {
    const points = [
      [1, 4],
      [2, null],
      [3, 10],
      [4, 1],
    ] as const;
    expect(seriesStats(points)).toEqual({ min: 1, avg: 5, max: 10, count: 3 });
    expect(seriesStats(points, 2, 3)).toEqual({ min: 10, avg: 10, max: 10, count: 1 });
    expect(seriesStats([[1, null]])).toBeNull();
    expect(seriesStats([])).toBeNull();
  });

  it('formats values and time ticks for the span shown', () => {
    expect(formatValue(23.456)).toBe('23.5');
    expect(formatValue(1234.5)).toBe('1235');
    expect(formatValue(null)).toBe('–');
    expect(formatValue(Number.NaN)).toBe('–');
    const ts = Date.parse('2024-05-06T07:08:00+08:00');
    const zone = 'Asia/Shanghai';
    expect(timeTickFormat(60_000, zone)(ts)).toBe('07:08:00');
    expect(timeTickFormat(3_600_000, zone)(ts)).toBe('07:08');
    expect(timeTickFormat(7 * 86_400_000, zone)(ts)).toBe('05-06 07:08');
    expect(timeTickFormat(30 * 86_400_000, zone)(ts)).toBe('05-06');
    expect(timeTickFormat(3_600_000, 'Europe/Berlin')(ts)).toBe('01:08');
  });
});

describe('zoom', () => {
  const rows = [1, 2, 3, 4, 5].map((ts) => ({ ts }));
  it('maps a time range to brush indices, and falls back to everything', () => {
    expect(brushIndices(rows, null)).toEqual([0, 4]);
    expect(brushIndices(rows, { from: 2, to: 4 })).toEqual([1, 3]);
    expect(brushIndices(rows, { from: 2.5, to: 3.5 })).toEqual([2, 2]);
    expect(brushIndices(rows, { from: 10, to: 20 })).toEqual([0, 4]);
    expect(brushIndices([], null)).toEqual([0, 0]);
  });
  it('turns a drag into a range in either direction; a click is no zoom', () => {
    expect(zoomFromDrag(5, 2)).toEqual({ from: 2, to: 5 });
    expect(zoomFromDrag(3, 3)).toBeNull();
    expect(rowTs(rows, '2')).toBe(3);
    expect(rowTs(rows, 9)).toBeNull();
    expect(rowTs(rows, undefined)).toBeNull();
    expect(evenTicks(0, 100, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(evenTicks(7, 7, 5)).toEqual([7]);
  });
});

describe('live trend helpers', () => {
  it('draws a sparkline path inside the box, skipping nulls', () => {
    expect(sparklinePath([[0, 1]], 100, 20)).toBe('');
    const d = sparklinePath(
      [
        [0, 0],
        [1, null],
        [2, 10],
      ],
      100,
      20,
    );
    expect(d).toBe('M2.0,18.0L98.0,2.0');
    expect(
      sparklinePath(
        [
          [0, 5],
          [1, 5],
        ],
        100,
        20,
      ),
    ).toBe('M2.0,10.0L98.0,10.0');
  });
  it('continues history with live points newer than its last one', () => {
    expect(
      joinTrend(
        [
          [1, 1],
          [2, 2],
        ],
        [
          [2, 9],
          [3, 3],
        ],
      ),
    ).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(joinTrend([], [[3, 3]])).toEqual([[3, 3]]);
  });
});
