// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ForecastDay } from '../../../protocol/live/system.ts';
import { startTestWorld, stopTestWorld } from '../../test-support/live-world.ts';
import { useForecast } from './use-forecast';

const days: ForecastDay[] = [
  { date: '2025-05-01', tMin: 8, tMax: 22, humAvg: 70, rainMm: 2.5, windMax: 12, radiationSum: 1400 },
  { date: '2025-05-02', tMin: 11, tMax: 26, humAvg: 55, rainMm: 0, windMax: 4, radiationSum: 2100 },
];

afterEach(stopTestWorld);

describe('useForecast (the controller’s forecast over system/cmd)', () => {
  it('asks for 7 days with action forecast and gives the days of the answer', async () => {
    const asked: unknown[] = [];
    startTestWorld((topic, request) => {
      if (topic !== 'system/cmd') return undefined;
      asked.push(request.para);
      return { data: { days } };
    });
    const { result } = renderHook(() => useForecast());
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(asked).toEqual([{ action: 'forecast', days: 7 }]);
    expect(result.current.data).toEqual(days);
  });

  it('is an error in words when the controller does not serve a forecast (code 1)', async () => {
    startTestWorld((topic) =>
      topic === 'system/cmd' ? { code: 1, msg: 'forecast not served yet' } : undefined,
    );
    const { result } = renderHook(() => useForecast());
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.data).toBeNull();
    expect(result.current.error).toContain('forecast not served yet');
  });

  it('is an error when the answer is not a forecast, and when nothing answers', async () => {
    startTestWorld((topic) =>
      topic === 'system/cmd' ? { data: { days: [{ date: 'tomorrow' }] } } : undefined,
    );
    const bad = renderHook(() => useForecast());
    await waitFor(() => expect(bad.result.current.state).toBe('error'));
    await stopTestWorld();
    startTestWorld(() => undefined, { ackTimeoutMs: 50 });
    const silent = renderHook(() => useForecast(3));
    await waitFor(() => expect(silent.result.current.state).toBe('error'));
    expect(silent.result.current.error).toMatch(/未应答|did not answer/);
  });
});
