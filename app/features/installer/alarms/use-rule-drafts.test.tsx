// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlarmRule } from '../../../../protocol/live/climate.ts';
import type { Request } from '../../../../protocol/live/envelope.ts';
import { startTestWorld, stopTestWorld } from '../../../test-support/live-world.ts';
import { rulesOfSensor } from './rule-drafts.ts';
import { useRuleDrafts } from './use-rule-drafts.ts';

const temp: AlarmRule = { rid: 1, sid: 1, high: 35, low: 5, delayS: 60, hysteresis: 1, enabled: true };
const hum: AlarmRule = { rid: 2, sid: 2, high: 95, low: null, delayS: 60, hysteresis: 1, enabled: true };
const rules = [temp, hum];

afterEach(stopTestWorld);

/** A controller that accepts alarm-rule changes but refuses to delete rule 2 (code 4). */
function controller() {
  const sent: Request[] = [];
  startTestWorld((_topic, req) => {
    sent.push(req);
    const para = req.para;
    if (req.method === 'delete') return { code: 4, msg: 'alarm rule 2 is locked' };
    if (req.method === 'add') return { data: { ...para, rid: 9 } };
    return { data: para };
  });
  return sent;
}

describe('useRuleDrafts', () => {
  it('sends only the changed rules, holds back invalid ones, and keeps per row what was refused', async () => {
    const sent = controller();
    const { result } = renderHook(() => useRuleDrafts(rules));
    const shown = (sid: number) => rulesOfSensor(sid, rules, result.current.drafts);
    act(() => {
      result.current.toggle([1, 3, 4], true);
      result.current.toggle([4], false);
    });
    act(() => result.current.applyBulk({ delayS: '30', high: '40' }));
    act(() => result.current.setDeleted(shown(2)[0]!, true));
    act(() => result.current.add(4));
    act(() => result.current.edit(shown(4)[0]!, { high: '1', low: '9' }));
    expect(result.current.diff.changes.map((c) => c.method)).toEqual(['update', 'add', 'delete']);

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome).toEqual({ saved: 2, invalid: 1, failed: 1 });
    expect(sent.map((r) => [r.confTyp, r.method, r.para])).toEqual([
      ['alarmRule', 'update', { ...temp, high: 40, delayS: 30 }],
      ['alarmRule', 'add', { sid: 3, high: 40, low: null, delayS: 30, hysteresis: 1, enabled: true }],
      ['alarmRule', 'delete', { rid: 2 }],
    ]);
    const failed = Object.entries(result.current.failures);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.[0]).toBe('r2');
    expect(failed[0]?.[1]).toContain('alarm rule 2 is locked');
    // Saved drafts wait for the live rules; the new rule is now the controller's rule 9.
    expect(result.current.drafts.r1?.saved).toBe(true);
    expect(result.current.drafts.r9).toMatchObject({ sid: 3, rid: 9, saved: true });
    expect(result.current.diff.changes.map((c) => c.key)).toEqual(['r2']);
  });
});
