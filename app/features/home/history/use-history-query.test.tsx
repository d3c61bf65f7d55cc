// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decode, deflateThreshold, encode } from '../../../../protocol/codec.ts';
import { createMemoryTransport } from '../../../test-support/memory-transport.ts';
import { followBase, startLive, stopLive } from '../../../live';
import { clearLiveQueries } from '../../../live/query';
import { useHistoryQuery } from './use-history-query';

const base = 'farm/gh-1';
type Req = { qryId: string; para: { sids: number[]; from: number; to: number; step: number } };

/** A controller that answers history queries like the simulated one: deflated above 16 KiB. */
function controller(answer: (req: Req) => Record<string, unknown> | undefined) {
  const transport = createMemoryTransport();
  const sizes: { bytes: number; deflated: boolean }[] = [];
  transport.onPublish(({ topic, payload }) => {
    const decoded = decode(payload);
    if (topic !== `${base}/sensor/query/historyData` || !decoded.ok) return;
    const req = decoded.value as Req;
    const reply = answer(req);
    if (!reply) return;
    const bytes = encode(
      { qryId: req.qryId, code: 0, msg: 'ok', ...reply },
      { deflateAbove: deflateThreshold },
    );
    sizes.push({ bytes: bytes.byteLength, deflated: bytes[0] === 0x78 });
    queueMicrotask(() => transport.deliver(`${base}/sensor/historyData`, bytes));
  });
  followBase(base);
  void startLive(
    { username: '13800000000', password: 't' },
    {
      url: 'ws://t/mqtt/',
      maxPayloadBytes: 1 << 20,
      ackTimeoutMs: 200,
      connect: transport.connect,
      log: () => undefined,
    },
  );
  return sizes;
}

afterEach(async () => {
  cleanup();
  await stopLive();
  clearLiveQueries();
});

const window = { from: 0, to: 30 * 86_400_000, step: 7_200_000 };

describe('useHistoryQuery', () => {
  it('reads a 30-day answer the controller deflated (over 16 KiB) like any other', async () => {
    const sizes = controller((req) => ({
      series: Object.fromEntries(
        req.para.sids.map((sid) => [
          String(sid),
          Array.from({ length: 360 }, (_, i) => [req.para.from + i * req.para.step, 20 + (i % 7) / 10]),
        ]),
      ),
    }));
    const { result } = renderHook(() => useHistoryQuery({ sids: [1, 2, 3], window }));
    expect(result.current.state).not.toBe('ready');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(sizes[0]?.deflated).toBe(true);
    expect(Object.keys(result.current.series)).toEqual(['1', '2', '3']);
    expect(result.current.series['2']).toHaveLength(360);
  });

  it('says why when the controller refuses or does not answer, and retries', async () => {
    const reply: { answer?: Record<string, unknown> } = {};
    controller(() => reply.answer);
    const { result } = renderHook(() => useHistoryQuery({ sids: [9], window }));
    await waitFor(() => expect(result.current.state).toBe('error'));
    expect(result.current.error).toMatch(/\S/);
    reply.answer = { series: { '9': [[1, 2]] }, msg: 'unknown sensors 10' };
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.msg).toBe('unknown sensors 10');
  });

  it('is idle without sensors and offline without a connection', () => {
    expect(renderHook(() => useHistoryQuery(null)).result.current.state).toBe('idle');
    expect(renderHook(() => useHistoryQuery({ sids: [1], window })).result.current.state).toBe('offline');
  });
});
