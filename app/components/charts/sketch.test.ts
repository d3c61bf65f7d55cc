import { describe, expect, it } from 'vitest';
import { getNiceTickValues } from 'recharts/es6/util/scale/getNiceTickValues.js';
import { extentOf, linePath, niceTicks, ticksThatFit } from './sketch';
import { chartLayout, valueAxes } from './history-chart-layout';
import type { ChartRow } from './series';

describe('the chart sketch', () => {
  it('picks the value ticks recharts picks for an automatic domain', () => {
    const domains: [number, number][] = [
      [13.9, 22.6],
      [0, 1],
      [-3.2, 4.1],
      [-12.5, -2.25],
      [380, 1520],
      [55.5, 98.2],
      [0.012, 0.048],
      [6.1, 6.3],
      [1000, 1000],
      [21.4, 21.4],
      [0.5, 0.5],
      [-7, -7],
      [0, 0],
    ];
    // And a spread of generated ones, the way readings come (one decimal, any sign, any size).
    for (let i = 1; i < 200; i++) {
      const lo = Math.round(Math.sin(i * 12.9898) * 10 ** (i % 5)) / 10;
      domains.push([lo, Math.round((lo + Math.abs(Math.cos(i * 78.233)) * 10 ** (i % 4)) * 10) / 10]);
    }
    for (const [min, max] of domains)
      expect(niceTicks(min, max), `${min}..${max}`).toEqual(getNiceTickValues([min, max], 5, true));
  });

  it('labels the time ticks that fit from the last one back, a gap apart', () => {
    const ticks = [0, 50, 100, 150, 200].map((x) => ({ x, width: 40 }));
    // 40 px labels every 50 px with a 24 px gap: every other one from the last; the first would stick out.
    expect(ticksThatFit(ticks, 0, 230, 24)).toEqual([false, false, true, false, true]);
    // The last label is pulled in to end at the axis's end, then the rest from there.
    expect(ticksThatFit(ticks, -20, 200, 24)).toEqual([true, false, true, false, true]);
    expect(ticksThatFit(ticks, -20, 220, 0)).toEqual([true, true, true, true, true]);
  });

  it('draws a line through the values it has, across gaps', () => {
    const rows: ChartRow[] = [
      { ts: 0, a: 1, b: 5 },
      { ts: 1, a: null, b: 6 },
      { ts: 2, a: 3 },
    ];
    expect(
      linePath(
        rows,
        'a',
        (ts) => ts * 10,
        (v) => 100 - v,
      ),
    ).toBe('M0,99L20,97');
    expect(
      linePath(
        rows,
        'b',
        (ts) => ts * 10,
        (v) => v,
      ),
    ).toBe('M0,5L10,6');
    expect(
      linePath(
        rows,
        'c',
        (ts) => ts,
        (v) => v,
      ),
    ).toBe('');
    expect(extentOf(rows, ['a'])).toEqual([1, 3]);
    expect(extentOf(rows, ['a', 'b'])).toEqual([1, 6]);
    expect(extentOf(rows, ['c'])).toBeNull();
  });

  it('lays out the plot as the chart does, one value axis per unit', () => {
    expect(chartLayout(310, 302, 1, true)).toMatchObject({ left: 48, right: 302, top: 8, bottom: 248 });
    expect(chartLayout(310, 302, 1, true).brushTop).toBe(278);
    expect(chartLayout(310, 302, 2, false)).toMatchObject({ right: 254, bottom: 272 });
    const series = [
      { key: '1', name: 'air', unit: '°C', points: [] },
      { key: '2', name: 'hum', unit: '%RH', points: [] },
      { key: '3', name: 'pipe', unit: '°C', points: [] },
    ];
    const axes = valueAxes(series, [{ ts: 0, '1': 14, '2': 80, '3': 40 }]);
    expect(axes.map((a) => a.unit)).toEqual(['°C', '%RH']);
    expect(axes[0]!.ticks).toEqual(getNiceTickValues([14, 40], 5, true));
  });
});
