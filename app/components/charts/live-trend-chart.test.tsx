// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveReadingsActions } from '../../stores/live-readings-store';
import { LiveSparkline } from './live-sparkline';
import { useThrottledTrend } from './live-trend-chart';
import { resetTrends } from '../../stores/live-trend-store';

const push = (ts: number, v: number) => {
  liveReadingsActions.ingest({ sn: 'SN1', ts, readings: [{ sid: 3, zid: 1, type: 'co2', v, q: 0 }] });
  liveReadingsActions.flush();
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetTrends();
  liveReadingsActions.clear();
});

describe('useThrottledTrend', () => {
  it('renders new live points at most once per throttle period', () => {
    vi.useFakeTimers();
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useThrottledTrend(3, 1000);
    });
    const before = renders;
    act(() => {
      push(1000, 400);
      push(2000, 410);
      push(3000, 420);
    });
    expect(renders).toBe(before);
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current.map((p) => p[1])).toEqual([400, 410, 420]);
    expect(renders).toBe(before + 1);
  });
});

describe('LiveSparkline', () => {
  it('redraws its path in place as readings arrive, without rendering again', () => {
    let renders = 0;
    function Probe() {
      renders++;
      return <LiveSparkline sid={3} ariaLabel="CO2" />;
    }
    const { getByTestId } = render(<Probe />);
    const path = () => getByTestId('sparkline-3').querySelector('path')?.getAttribute('d') ?? '';
    expect(path()).toBe('');
    act(() => {
      push(1000, 400);
      push(2000, 450);
    });
    expect(path()).toMatch(/^M.*L/);
    const first = path();
    act(() => push(3000, 300));
    expect(path()).not.toBe(first);
    expect(renders).toBe(1);
  });
});
