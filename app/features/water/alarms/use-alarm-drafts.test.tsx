// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decode } from '../../../../protocol/codec.ts';
import type { IrrigateAlarm } from '../../../../protocol/live/climate.ts';
import { stopLive } from '../../../live/index.ts';
import { clearLiveQueries, useLiveList } from '../../../live/query.ts';
import { startTestLive, testBase } from '../../../test-support/live-world.ts';
import { createMemoryTransport } from '../../../test-support/memory-transport.ts';
import { useAlarmDrafts } from './use-alarm-drafts';

const alarms: IrrigateAlarm[] = [
  { iid: 1, kind: 'flowLow', low: 5, high: null, delayS: 30, enabled: true },
  { iid: 2, kind: 'ecBand', low: 1.5, high: 3.5, delayS: 30, enabled: true },
  { iid: 3, kind: 'pressure', low: 1, high: 4, delayS: 30, enabled: true },
];

/** A controller that lists the alarms and applies updates (ack, then the report), refusing `refuse`. */
function world(refuse: number[] = []) {
  const transport = createMemoryTransport();
  const sent: IrrigateAlarm[] = [];
  const deliver = (message: Record<string, unknown>) =>
    queueMicrotask(() => transport.deliver(`${testBase}/system/confack`, JSON.stringify(message)));
  transport.onPublish(({ topic, payload }) => {
    const decoded = decode(payload);
    if (topic !== `${testBase}/system/conf` || !decoded.ok) return;
    const req = decoded.value as { confTyp: string; method: string; qryId: string; para: IrrigateAlarm };
    const ack = { confTyp: req.confTyp, method: req.method, qryId: req.qryId, code: 0, msg: 'ok' };
    if (req.method === 'list')
      return deliver({ ...ack, data: req.confTyp === 'irrigateAlarm' ? alarms : [] });
    sent.push(req.para);
    if (refuse.includes(req.para.iid)) return deliver({ ...ack, code: 4, msg: 'locked' });
    deliver({ ...ack, data: req.para });
    deliver({ ...ack, qryId: null, data: req.para });
  });
  startTestLive(transport, { ackTimeoutMs: 500 });
  return { sent };
}

function useScreen() {
  const list = useLiveList('irrigateAlarm');
  return { list, drafts: useAlarmDrafts(list.items) };
}

const byIid = (items: IrrigateAlarm[], iid: number) => items.find((a) => a.iid === iid) as IrrigateAlarm;

afterEach(async () => {
  await stopLive();
  clearLiveQueries();
});

describe('useAlarmDrafts', () => {
  it('sends nothing while a changed row is invalid, then only the changed rows; drafts go once saved', async () => {
    const { sent } = world();
    const { result } = renderHook(useScreen);
    await waitFor(() => expect(result.current.list.state).toBe('ready'));
    const at = (iid: number) => byIid(result.current.list.items, iid);
    act(() => result.current.drafts.set(at(1), 'low', '8'));
    act(() => result.current.drafts.set(at(2), 'high', '1'));
    expect(result.current.drafts.changed.map((a) => a.iid)).toEqual([1, 2]);
    expect(result.current.drafts.errors[2]).toEqual({ low: { key: 'lowBelowHigh' } });
    expect(await act(() => result.current.drafts.save())).toBe('invalid');
    expect(sent).toEqual([]);

    act(() => result.current.drafts.set(at(2), 'high', '3.8'));
    expect(await act(() => result.current.drafts.save())).toBe('saved');
    expect(sent).toEqual([
      { ...alarms[0], low: 8 },
      { ...alarms[1], high: 3.8 },
    ]);
    await waitFor(() => expect(at(2).high).toBe(3.8));
    expect(result.current.drafts.changed).toEqual([]);
    expect(result.current.drafts.rowOf(at(1)).low).toBe('8');
  });

  it('keeps a refused row with the reason, and drops a row typed back to the record', async () => {
    const { sent } = world([3]);
    const { result } = renderHook(useScreen);
    await waitFor(() => expect(result.current.list.state).toBe('ready'));
    const at = (iid: number) => byIid(result.current.list.items, iid);
    act(() => result.current.drafts.set(at(1), 'enabled', false));
    act(() => result.current.drafts.set(at(1), 'enabled', true));
    expect(result.current.drafts.changed).toEqual([]);
    act(() => result.current.drafts.set(at(3), 'low', ''));
    expect(await act(() => result.current.drafts.save())).toBe('failed');
    expect(sent).toEqual([{ ...alarms[2], low: null }]);
    expect(result.current.drafts.refused[3]).toMatch(/locked/);
    expect(result.current.drafts.rowOf(at(3)).low).toBe('');
    expect(result.current.drafts.changed.map((a) => a.iid)).toEqual([3]);
  });
});
