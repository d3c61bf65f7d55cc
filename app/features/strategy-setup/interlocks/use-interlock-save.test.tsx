// @vitest-environment jsdom
// Saving an interlock touches two actuators: both updated in turn, or the first put back when the second is refused.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Actuator } from '../../../../protocol/live/actuator.ts';
import type { Request } from '../../../../protocol/live/envelope.ts';
import { startTestWorld, stopTestWorld } from '../../../test-support/live-world';
import { addPair } from './interlock-pairs';
import { useInterlockSave } from './use-interlock-save';

const act1 = (aid: number, interlocks: number[] = []): Actuator => ({
  aid,
  name: `设备${aid}`,
  zid: 1,
  kind: 'fan',
  interlocks,
  enabled: true,
});
const before = [act1(1), act1(2)];

/** A controller that refuses updates of `running` (code 4, as for a running actuator). */
function controller(running: number | null) {
  const updates: Request['para'][] = [];
  startTestWorld((_, req) => {
    if (req.method !== 'update') return { data: [] };
    updates.push(req.para);
    return req.para.aid === running ? { code: 4, msg: `actuator ${running} is on` } : { data: req.para };
  });
  return updates;
}

afterEach(stopTestWorld);

describe('useInterlockSave', () => {
  it('updates both actuators of a new pair', async () => {
    const updates = controller(null);
    const check = addPair(before, 1, 2);
    if (!check.ok) throw new Error('pair should be valid');
    const { result } = renderHook(() => useInterlockSave());
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.save(check.updates, before);
    });
    expect(saved).toBe(true);
    expect(updates).toEqual([act1(1, [2]), act1(2, [1])]);
    expect(result.current.error).toBeNull();
  });

  it('puts the first actuator back when the second is refused, and says why', async () => {
    const updates = controller(2);
    const check = addPair(before, 1, 2);
    if (!check.ok) throw new Error('pair should be valid');
    const { result } = renderHook(() => useInterlockSave());
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.save(check.updates, before);
    });
    expect(saved).toBe(false);
    expect(updates).toEqual([act1(1, [2]), act1(2, [1]), act1(1)]);
    expect(result.current.error).toContain('actuator 2 is on');
  });
});
