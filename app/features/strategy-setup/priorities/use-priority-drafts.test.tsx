// @vitest-environment jsdom
// The priorities being edited: moves and typing reorder on leaving the field, saves send only changed
// records and stop at a refusal, and drafts the saved records already say are dropped.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Strategy } from '../../../../protocol/live/climate.ts';
import type { Request } from '../../../../protocol/live/envelope.ts';
import { startTestWorld, stopTestWorld } from '../../../test-support/live-world';
import { usePriorityDrafts } from './use-priority-drafts';

const fan = (stid: number, priority: number): Strategy => ({
  stid,
  name: `风机${stid}`,
  zoneIds: [1],
  enabled: true,
  priority,
  kind: 'fan',
  params: { stages: [], hysteresis: 1, minOnS: 0, minOffS: 0 },
});
const saved = [fan(1, 80), fan(2, 65), fan(3, 60)];
const names = (rows: readonly Strategy[]) => rows.map((s) => s.stid);

function controller(refuse: number | null = null) {
  const updates: Request['para'][] = [];
  startTestWorld((_, req) => {
    if (req.method !== 'update') return { data: [] };
    updates.push(req.para);
    return req.para.stid === refuse ? { code: 2, msg: 'refused' } : { data: req.para };
  });
  return updates;
}

afterEach(stopTestWorld);

describe('usePriorityDrafts', () => {
  it('moves by renumbering, reorders typed numbers when the field is left, and saves only changes', async () => {
    const updates = controller();
    const { result, rerender } = renderHook(({ list }) => usePriorityDrafts(list), {
      initialProps: { list: saved },
    });
    act(() => result.current.move(result.current.groups.others, 2, -1));
    expect(names(result.current.groups.others)).toEqual([1, 3, 2]);
    act(() => result.current.type(1, '50'));
    expect(names(result.current.groups.others)).toEqual([1, 3, 2]); // not while typing
    act(() => result.current.place());
    expect(names(result.current.groups.others)).toEqual([3, 2, 1]);
    expect(result.current.changed).toBe(3);
    await act(() => result.current.save());
    expect(updates.map((u) => [u.stid, u.priority])).toEqual([
      [1, 50],
      [2, 60],
      [3, 65],
    ]);
    // The controller's reports bring the saved records: nothing is left to save.
    rerender({ list: [fan(1, 50), fan(2, 60), fan(3, 65)] });
    expect(result.current.drafts).toEqual({});
    expect(result.current.changed).toBe(0);
  });

  it('sends nothing while a priority is wrong, and stops at the first refusal keeping the drafts', async () => {
    const updates = controller(1);
    const { result } = renderHook(() => usePriorityDrafts(saved));
    act(() => result.current.type(2, '101'));
    await act(() => result.current.save());
    expect(result.current.errors[2]).toEqual({ key: 'atMost', values: { max: 100 } });
    expect(updates).toEqual([]);
    act(() => result.current.type(2, '90'));
    act(() => result.current.type(1, '10'));
    await act(() => result.current.save());
    expect(updates.map((u) => u.stid)).toEqual([1]);
    expect(result.current.error).toContain('refused');
    expect(result.current.drafts).toEqual({ 1: '10', 2: '90' });
  });
});
