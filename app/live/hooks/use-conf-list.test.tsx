// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decode } from '../../../protocol/codec.ts';
import { recordExamples } from '../../../protocol/examples.ts';
import { createMemoryTransport } from '../memory-transport.ts';
import { selectBase, startLive, stopLive, type LiveSettings } from '../index.ts';
import { clearEntries } from './conf-cache.ts';
import { useConfList } from './use-conf-list.ts';

const base = 'farm/gh-1';
const zone = recordExamples.zone;

function world(answer: (req: Record<string, unknown>) => Record<string, unknown> | undefined) {
  const transport = createMemoryTransport();
  transport.onPublish(({ topic, payload }) => {
    const decoded = decode(payload);
    if (topic !== `${base}/system/conf` || !decoded.ok) return;
    const req = decoded.value as Record<string, unknown>;
    const reply = answer(req);
    if (reply)
      queueMicrotask(() =>
        transport.deliver(
          `${base}/system/confack`,
          JSON.stringify({ ...req, para: undefined, code: 0, msg: 'ok', ...reply }),
        ),
      );
  });
  const settings: LiveSettings = {
    url: 'ws://t/mqtt/',
    maxPayloadBytes: 65536,
    ackTimeoutMs: 200,
    connect: transport.connect,
    log: () => undefined,
  };
  selectBase(base);
  startLive({ username: '13800000000', password: 't' }, settings);
  return transport;
}

afterEach(async () => {
  await stopLive();
  clearEntries();
});

describe('useConfList', () => {
  it('loads the list, then follows another client’s add, update and delete', async () => {
    const transport = world(() => ({ data: [zone] }));
    const { result } = renderHook(() => useConfList('zone'));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.items).toEqual([zone]);

    const report = (method: string, data: unknown) =>
      act(() => {
        transport.deliver(
          `${base}/system/confack`,
          JSON.stringify({ confTyp: 'zone', method, qryId: null, code: 0, msg: 'ok', data }),
        );
      });
    report('update', { ...zone, name: '二号棚' });
    await waitFor(() => expect(result.current.items[0]?.name).toBe('二号棚'));
    report('add', { ...zone, f_zone_id: 9, name: '新区' });
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    report('delete', { f_zone_id: 3 });
    await waitFor(() => expect(result.current.items.map((z) => z.f_zone_id)).toEqual([9]));
  });

  it('shows the controller’s refusal as an error, and a missing answer as a timeout', async () => {
    world((req) =>
      req.confTyp === 'zone' ? { code: 5, msg: 'device offline', data: undefined } : undefined,
    );
    const refused = renderHook(() => useConfList('zone'));
    await waitFor(() => expect(refused.result.current.state).toBe('error'));
    expect(refused.result.current.error).toMatch(/5/);
    const silent = renderHook(() => useConfList('sensor'));
    await waitFor(() => expect(silent.result.current.state).toBe('error'));
    expect(silent.result.current.error).not.toBe('');
  });

  it('is offline while there is no connection and nothing loaded', () => {
    const { result } = renderHook(() => useConfList('zone'));
    expect(result.current.state).toBe('offline');
  });
});
