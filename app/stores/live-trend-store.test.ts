import { afterEach, describe, expect, it } from 'vitest';
import { liveReadingsActions } from './live-readings-store';
import { resetTrends, subscribeTrend, trendOf, TREND_CAPACITY } from './live-trend-store';

const data = (ts: number, v: number, sid = 7) => ({
  sn: 'SN1',
  ts,
  readings: [{ sid, zid: 1, type: 'airTemp' as const, v, q: 0 as const }],
});

afterEach(() => {
  resetTrends();
  liveReadingsActions.clear();
});

describe('live trend buffer', () => {
  it('records each new reading per sensor once per flush and tells only that sensor’s listeners', () => {
    const heard: number[][] = [];
    const other: number[] = [];
    const off = subscribeTrend(7, (points) => heard.push(points.map((p) => p[1] ?? NaN)));
    subscribeTrend(8, () => other.push(1));
    liveReadingsActions.ingest(data(1000, 20));
    liveReadingsActions.flush();
    liveReadingsActions.ingest(data(2000, 21));
    liveReadingsActions.ingest(data(2000, 22)); // same batch: the latest wins
    liveReadingsActions.flush();
    expect(heard).toEqual([[20], [20, 22]]);
    expect(other).toEqual([]);
    off();
    liveReadingsActions.ingest(data(3000, 23));
    liveReadingsActions.flush();
    expect(heard).toHaveLength(2);
    expect(trendOf(7).map((p) => p[0])).toEqual([1000, 2000, 3000]);
  });

  it('keeps at most TREND_CAPACITY points and forgets them when the readings are cleared', () => {
    subscribeTrend(7, () => undefined);
    for (let i = 0; i < TREND_CAPACITY + 5; i++) {
      liveReadingsActions.ingest(data(i * 1000, i));
      liveReadingsActions.flush();
    }
    expect(trendOf(7)).toHaveLength(TREND_CAPACITY);
    expect(trendOf(7)[0]?.[1]).toBe(5);
    liveReadingsActions.clear();
    expect(trendOf(7)).toEqual([]);
  });
});
