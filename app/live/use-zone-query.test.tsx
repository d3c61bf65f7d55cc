// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { decode } from '../../protocol/codec.ts';
import { recordExamples } from '../../protocol/examples.ts';
import { createMemoryTransport } from '../test-support/memory-transport.ts';
import { stopLive } from './index.ts';
import { clearLiveQueries } from './query.ts';
import { useZoneQuery } from './zone-query.ts';
import { startTestLive, testBase } from '../test-support/live-world.ts';

const base = testBase;
const zone = { ...recordExamples.zone, f_zone_id: 3 };
const sensor = { ...recordExamples.sensor, sid: 11, zid: 3 };

/** A controller answering the seed's zone query for zone 3 only (code 3 otherwise). */
function world() {
  const transport = createMemoryTransport();
  const queries: unknown[] = [];
  transport.onPublish(({ topic, payload }) => {
    const decoded = decode(payload);
    if (topic !== `${base}/system/conf` || !decoded.ok) return;
    const req = decoded.value as {
      confTyp: string;
      method: string;
      qryId: string;
      para: { f_zone_id: number };
    };
    queries.push(req);
    const found = req.para.f_zone_id === 3;
    const ack = found
      ? { code: 0, msg: 'ok', data: { zone, sensors: [sensor], actuators: [], valves: [], states: [] } }
      : { code: 3, msg: `zone ${req.para.f_zone_id} not found` };
    queueMicrotask(() =>
      transport.deliver(`${base}/system/confack`, JSON.stringify({ ...req, para: undefined, ...ack })),
    );
  });
  startTestLive(transport, { ackTimeoutMs: 300 });
  const report = (confTyp: string, method: string, data: unknown) =>
    act(() => {
      transport.deliver(
        `${base}/system/confack`,
        JSON.stringify({ confTyp, method, qryId: null, code: 0, msg: 'ok', data }),
      );
    });
  return { queries, report };
}

afterEach(async () => {
  cleanup();
  await stopLive();
  clearLiveQueries();
});

describe('useZoneQuery (one policy for every zone screen)', () => {
  it('sends the seed’s zone query and follows devices moving in and out and the zone’s deletion', async () => {
    const { queries, report } = world();
    const { result } = renderHook(() => useZoneQuery(3));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(queries[0]).toMatchObject({ confTyp: 'zone', method: 'query', para: { f_zone_id: 3 } });
    expect(result.current.data?.sensors.map((s) => s.sid)).toEqual([11]);

    report('sensor', 'update', { ...sensor, zid: null });
    await waitFor(() => expect(result.current.data?.sensors).toEqual([]));
    report('sensor', 'update', { ...sensor, sid: 12, zid: 3 });
    await waitFor(() => expect(result.current.data?.sensors.map((s) => s.sid)).toEqual([12]));
    report('zone', 'update', { ...zone, name: '改名' });
    await waitFor(() => expect(result.current.data?.zone.name).toBe('改名'));
    report('zone', 'delete', { f_zone_id: 3 });
    await waitFor(() => expect(result.current.notFound).toBe(true));
  });

  it('says not found for a zone the controller does not know, and waits while offline', async () => {
    const offline = renderHook(() => useZoneQuery(9));
    expect(offline.result.current.state).toBe('offline');
    offline.unmount();
    world();
    const { result } = renderHook(() => useZoneQuery(9));
    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(result.current.error).toMatch(/3/);
  });
});
