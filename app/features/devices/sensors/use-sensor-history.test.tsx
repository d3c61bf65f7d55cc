// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Request } from '../../../../protocol/live/envelope.ts';
import { startTestWorld, stopTestWorld } from '../../../test-support/live-world';
import { DAY_MS, DAY_STEP_MS, useSensorHistory } from './use-sensor-history';

afterEach(stopTestWorld);

describe('useSensorHistory', () => {
  it('asks for the last day of the sensors in 5-minute steps and gives the series by sid', async () => {
    const asked: Request[] = [];
    startTestWorld((topic, req) => {
      if (topic !== 'sensor/query/historyData') return undefined;
      asked.push(req);
      return {
        series: {
          '7': [
            [1000, 21.5],
            [2000, null],
          ],
        },
      };
    });
    const { result } = renderHook(() => useSensorHistory([7, 8]));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.series.get(7)).toEqual([
      [1000, 21.5],
      [2000, null],
    ]);
    expect(result.current.series.get(8)).toEqual([]);
    const para = asked[0]?.para as { sids: number[]; from: number; to: number; step: number };
    expect(asked[0]).toMatchObject({ confTyp: 'sensor', method: 'history' });
    expect(para.sids).toEqual([7, 8]);
    expect(para.to - para.from).toBe(DAY_MS);
    expect(para.step).toBe(DAY_STEP_MS);
  });

  it('shows a refusal or a missing answer as an error', async () => {
    startTestWorld((topic) =>
      topic === 'sensor/query/historyData' ? { code: 3, msg: 'no such sensors', series: {} } : undefined,
    );
    const refused = renderHook(() => useSensorHistory([99]));
    await waitFor(() => expect(refused.result.current.state).toBe('error'));
    expect(refused.result.current.error).toMatch(/3/);
  });

  it('is offline without a connection', () => {
    const { result } = renderHook(() => useSensorHistory([1]));
    expect(result.current.state).toBe('offline');
  });
});
