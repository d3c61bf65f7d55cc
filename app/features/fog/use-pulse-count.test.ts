// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveActuatorsActions } from '../../stores/live-actuators-store';
import { usePulseCount } from './use-pulse-count';

const report = (aid: number, state: 'on' | 'off') =>
  liveActuatorsActions.apply({ aid, state, mode: 'auto', since: 0 });

afterEach(() => liveActuatorsActions.clear());

describe('usePulseCount', () => {
  it('counts each switch-on of a watched fogger, not repeats, offs or other actuators', () => {
    const { result } = renderHook(() => usePulseCount([1, 2]));
    act(() => {
      report(1, 'on');
      report(1, 'on');
      report(3, 'on');
      report(1, 'off');
      report(1, 'on');
      report(2, 'on');
    });
    expect(result.current).toBe(3);
  });
});
