import { describe, expect, it } from 'vitest';
import type { Output } from '../../../../protocol/live/system.ts';
import type { StrategyOf } from '../shell/strategy-kinds';
import { protectionNow } from './wind-protection';

const wind: StrategyOf<'windSpeed'> = {
  stid: 5,
  name: '大风保护',
  zoneIds: [1],
  enabled: true,
  priority: 90,
  kind: 'windSpeed',
  params: { aids: [1, 2], closeAbove: 10, resumeBelow: 7, delayS: 30, closeOnRain: true },
};
const out = (aid: number, applied: boolean, reason = 'wind protection'): Output => ({
  oid: aid,
  stid: 5,
  aid,
  command: 'set',
  value: 0,
  at: 1,
  reason,
  applied,
  overruledBy: applied ? null : 'manual',
  why: reason.includes('rain') ? { code: 'rainProtection', v: {} } : null,
});

describe('wind protection now', () => {
  it('is on while the controller has close records for the strategy, counting the vents that follow', () => {
    expect(protectionNow(wind, 12, 0, [out(1, true), out(2, false)])).toMatchObject({
      state: 'on',
      cause: 'wind',
      closed: 1,
      asked: 2,
    });
    // Hysteresis: still on between resume and close speeds, as long as the records say so.
    expect(protectionNow(wind, 8, 0, [out(1, true, 'rain protection')])).toMatchObject({
      state: 'on',
      cause: 'rain',
    });
  });

  it('is pending when the weather calls for it but the controller has not closed yet', () => {
    expect(protectionNow(wind, 12, 0, [])).toMatchObject({ state: 'pending', cause: 'wind', windy: true });
    expect(protectionNow(wind, 3, 1, [])).toMatchObject({ state: 'pending', cause: 'rain', raining: true });
  });

  it('is off in calm dry weather, when rain does not count, and when switched off', () => {
    expect(protectionNow(wind, 10, 0.1, [])).toMatchObject({ state: 'off', cause: null });
    const noRain = { ...wind, params: { ...wind.params, closeOnRain: false } };
    expect(protectionNow(noRain, 3, 5, [])).toMatchObject({ state: 'off', raining: false });
    expect(protectionNow({ ...wind, enabled: false }, 20, 0, []).state).toBe('off');
    expect(protectionNow(wind, undefined, undefined, []).state).toBe('off');
  });
});
