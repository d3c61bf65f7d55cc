import { describe, expect, it } from 'vitest';
import type { Sensor } from '../../../../protocol/live/sensor.ts';
import { isEmptyHistory, parseSids, toChartSeries } from './history-series';

const sensor: Sensor = {
  sid: 4,
  name: '1号棚温度',
  zid: 1,
  type: 'airTemp',
  offset: 0,
  min: -10,
  max: 50,
  enabled: true,
};

describe('history series', () => {
  it('names and colours the answer’s series in the order picked, with units', () => {
    const series = toChartSeries([4, 9], { '4': [[1, 20]] }, [sensor], (sid) => `#${sid}`);
    expect(series.map((s) => [s.key, s.name, s.unit, s.points.length])).toEqual([
      ['4', '1号棚温度', '°C', 1],
      ['9', '#9', undefined, 0],
    ]);
    expect(series[0]?.color).not.toBe(series[1]?.color);
    expect(isEmptyHistory(series)).toBe(false);
    expect(isEmptyHistory(toChartSeries([4], { '4': [[1, null]] }, [sensor], String))).toBe(true);
  });
  it('reads sids from a link, dropping anything that is not a positive whole number', () => {
    expect(parseSids('3, 5,x,-1,0,3,1.5,7', 50)).toEqual([3, 5, 7]);
    expect(parseSids('1,2,3', 2)).toEqual([1, 2]);
    expect(parseSids(null, 5)).toEqual([]);
  });
});
