// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decode } from '../../../protocol/codec.ts';
import type { Zone } from '../../../protocol/live/zone.ts';
import { clearLiveQueries, useLiveList } from '../../live/query.ts';
import { createMemoryTransport } from '../../test-support/memory-transport.ts';
import { stopLive } from '../../live/index.ts';
import { useZoneOrder } from './use-zone-order.ts';
import { startTestLive, testBase } from '../../test-support/live-world.ts';

const base = testBase;
const zone = (f_zone_id: number, order: number): Zone => ({
  f_zone_id,
  name: `${f_zone_id}号棚`,
  area: 100,
  crop: '',
  order,
});

/** A controller that lists zones and applies updates (ack, then the unsolicited report), or refuses. */
function world(zones: Zone[], refuse = false) {
  const transport = createMemoryTransport();
  const sent: Record<string, unknown>[] = [];
  const deliver = (message: Record<string, unknown>) =>
    queueMicrotask(() => transport.deliver(`${base}/system/confack`, JSON.stringify(message)));
  transport.onPublish(({ topic, payload }) => {
    const decoded = decode(payload);
    if (topic !== `${base}/system/conf` || !decoded.ok) return;
    const req = decoded.value as { confTyp: string; method: string; qryId: string; para: Zone };
    const ack = { confTyp: req.confTyp, method: req.method, qryId: req.qryId, code: 0, msg: 'ok' };
    if (req.method === 'list') return deliver({ ...ack, data: zones });
    sent.push(req.para);
    if (refuse) return deliver({ ...ack, code: 4, msg: 'locked' });
    deliver({ ...ack, data: req.para });
    deliver({ ...ack, qryId: null, data: req.para });
  });
  startTestLive(transport, { ackTimeoutMs: 500 });
  return { sent };
}

function useZones() {
  const list = useLiveList('zone');
  return { list, order: useZoneOrder(list.items) };
}

const ids = (zones: Zone[]) => zones.map((z) => z.f_zone_id);

afterEach(async () => {
  await stopLive();
  clearLiveQueries();
});

describe('useZoneOrder', () => {
  it('moves a zone at once, sends whole records with the new order, and keeps it after the report', async () => {
    const { sent } = world([zone(1, 0), zone(2, 1), zone(3, 2)]);
    const { result } = renderHook(useZones);
    await waitFor(() => expect(result.current.list.state).toBe('ready'));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.order.move(3, -1);
    });
    expect(ids(result.current.order.zones)).toEqual([1, 3, 2]);
    await act(() => done);
    expect(sent).toEqual([zone(3, 1), zone(2, 2)]);
    await waitFor(() =>
      expect(ids(result.current.list.items.toSorted((a, b) => a.order - b.order))).toEqual([1, 3, 2]),
    );
    expect(ids(result.current.order.zones)).toEqual([1, 3, 2]);
  });

  it('puts the zone back when the controller refuses', async () => {
    world([zone(1, 0), zone(2, 1)], true);
    const { result } = renderHook(useZones);
    await waitFor(() => expect(result.current.list.state).toBe('ready'));
    await act(() => result.current.order.move(2, -1));
    expect(ids(result.current.order.zones)).toEqual([1, 2]);
  });
});
