// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordExamples } from '../../protocol/examples.ts';
import type { Request } from '../../protocol/live/envelope.ts';
import { zoneQueryAnswer, zone as zoneSchema, type Zone } from '../../protocol/live/zone.ts';
import { i18n } from '../i18n';
import { getQueryEntry, queryKey } from '../stores/live-query-store.ts';
import { startTestWorld, stopTestWorld, testBase } from '../test-support/live-world.ts';
import { useLiveList, useLiveQueries, useLiveQuery, type LiveQuery } from './query.ts';

const zone = zoneSchema.parse(recordExamples.zone);
const answerOf = (z: Zone) => ({ zone: z, sensors: [], actuators: [], valves: [] });
const report = (confTyp: string, method: string, data: unknown) => ({
  confTyp,
  method,
  qryId: null,
  code: 0,
  msg: 'ok',
  data,
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await stopTestWorld();
});

describe('useLiveList', () => {
  it('loads the list, then follows another client’s add, update and delete', async () => {
    const world = startTestWorld(() => ({ data: [zone] }));
    const { result } = renderHook(() => useLiveList('zone'));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.items).toEqual([zone]);
    expect(result.current.empty).toBe(false);

    act(() => void world.emit('system/confack', report('zone', 'update', { ...zone, name: '二号棚' })));
    await waitFor(() => expect(result.current.items[0]?.name).toBe('二号棚'));
    act(
      () => void world.emit('system/confack', report('zone', 'add', { ...zone, f_zone_id: 9, name: '新区' })),
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => void world.emit('system/confack', report('zone', 'delete', { f_zone_id: zone.f_zone_id })));
    await waitFor(() => expect(result.current.items.map((z) => z.f_zone_id)).toEqual([9]));
  });

  it('says empty for a list with no items', async () => {
    const world = startTestWorld(() => ({ data: [zone] }));
    const { result } = renderHook(() => useLiveList('zone'));
    await waitFor(() => expect(result.current.items).toEqual([zone]));
    act(() => void world.emit('system/confack', report('zone', 'delete', { f_zone_id: zone.f_zone_id })));
    await waitFor(() => expect(result.current.empty).toBe(true));
    expect(result.current.state).toBe('ready');
  });

  it('shows the controller’s refusal as an error, and a missing answer as a timeout', async () => {
    startTestWorld((_topic, req) =>
      req.confTyp === 'zone' ? { code: 5, msg: 'device offline', data: undefined } : undefined,
    );
    const refused = renderHook(() => useLiveList('zone'));
    await waitFor(() => expect(refused.result.current.state).toBe('error'));
    expect(refused.result.current.error).toMatch(/5/);
    const silent = renderHook(() => useLiveList('sensor'));
    await waitFor(() => expect(silent.result.current.state).toBe('error'));
    expect(silent.result.current.error).not.toBe('');
  });

  it('asks a failed list again 15 s later, so one lost answer does not leave it empty', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answered = false;
    const asked: Request[] = [];
    startTestWorld((_topic, req) => {
      asked.push(req);
      return answered ? { data: [zone] } : { code: 5, msg: 'device offline', data: undefined };
    });
    const { result } = renderHook(() => useLiveList('zone'));
    await act(() => Promise.resolve());
    expect(result.current.state).toBe('error');
    answered = true;
    act(() => void vi.advanceTimersByTime(14_999));
    expect(asked).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1));
    await act(() => Promise.resolve());
    expect(asked).toHaveLength(2);
    expect(result.current.state).toBe('ready');
    expect(result.current.items).toEqual([zone]);
  });

  it('is offline while there is no connection and nothing loaded', () => {
    const { result } = renderHook(() => useLiveList('zone'));
    expect(result.current.state).toBe('offline');
  });
});

/** The seed's zone query, reading the zone only; a rename to '?' stands for a report it cannot apply. */
const zoneQuery = (zid: number): LiveQuery<Zone, 'system/conf', 'zone', 'query'> => ({
  topic: 'system/conf',
  confTyp: 'zone',
  method: 'query',
  para: { f_zone_id: zid },
  parse: (ack) => zoneQueryAnswer.parse(ack.data).zone,
  patch(current, { method, data }) {
    const changed = zoneSchema.safeParse(data);
    if (method === 'delete') return null;
    if (!changed.success || changed.data.name === '?') return undefined;
    return changed.data.f_zone_id === current.f_zone_id ? changed.data : current;
  },
});

describe('useLiveQuery', () => {
  it('patches the cached record from a report, asks again when it cannot, and drops a deleted one', async () => {
    const asked: Request[] = [];
    const world = startTestWorld((_topic, req) => {
      asked.push(req);
      return { data: answerOf({ ...zone, name: `第${asked.length}次` }) };
    });
    const { result } = renderHook(() => useLiveQuery(zoneQuery(zone.f_zone_id)));
    await waitFor(() => expect(result.current.data?.name).toBe('第1次'));
    expect(asked[0]).toMatchObject({ confTyp: 'zone', method: 'query', para: { f_zone_id: zone.f_zone_id } });

    act(() => void world.emit('system/confack', report('zone', 'update', { ...zone, name: '改名' })));
    await waitFor(() => expect(result.current.data?.name).toBe('改名'));
    expect(asked).toHaveLength(1);

    act(() => void world.emit('system/confack', report('zone', 'update', { ...zone, name: '?' })));
    await waitFor(() => expect(result.current.data?.name).toBe('第2次'));
    expect(result.current.state).toBe('ready');

    act(() => void world.emit('system/confack', report('sensor', 'update', recordExamples.sensor)));
    act(
      () =>
        void world.emit('system/confack', {
          ...report('zone', 'update', { ...zone, name: '?' }),
          qryId: 'other',
        }),
    );
    act(() => void world.emit('system/confack', report('zone', 'delete', { f_zone_id: zone.f_zone_id })));
    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(result.current.state).toBe('error');
    expect(result.current.data).toBeNull();
    expect(asked).toHaveLength(2);
  });

  it('shares one cached answer between screens: a second one shows it at once while it asks again', async () => {
    let answers = 0;
    startTestWorld(() => ({ data: answerOf({ ...zone, name: `第${++answers}次` }) }));
    const first = renderHook(() => useLiveQuery(zoneQuery(zone.f_zone_id)));
    await waitFor(() => expect(first.result.current.state).toBe('ready'));
    const second = renderHook(() => useLiveQuery(zoneQuery(zone.f_zone_id)));
    expect(second.result.current.data?.name).toBe('第1次');
    await waitFor(() => expect(first.result.current.data?.name).toBe('第2次'));
    expect(second.result.current.refreshing).toBe(false);
  });

  it('tells “not found” (code 3) apart, keeps data shown through a failed refresh, and is idle without a query', async () => {
    let code = 0;
    startTestWorld(() => (code === 0 ? { data: answerOf(zone) } : { code, msg: 'nope' }));
    const { result } = renderHook(() => useLiveQuery(zoneQuery(zone.f_zone_id)));
    await waitFor(() => expect(result.current.state).toBe('ready'));
    code = 5;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.error).toMatch(/5/));
    expect(result.current.state).toBe('ready');
    expect(result.current.data).toEqual(zone);
    code = 3;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.notFound).toBe(true));
    expect(result.current.data).toBeNull();
    expect(renderHook(() => useLiveQuery(null)).result.current.state).toBe('idle');
  });

  it('times out after 25 s without an answer, and a cancelled ask never writes', async () => {
    const asked: Request[] = [];
    const world = startTestWorld((_topic, req) => void asked.push(req), { ackTimeoutMs: 60_000 });
    const key = queryKey(
      testBase,
      { topic: 'system/conf', confTyp: 'zone', method: 'query' },
      JSON.stringify({ f_zone_id: 4 }),
    );
    const gone = renderHook(() => useLiveQuery(zoneQuery(4)));
    await waitFor(() => expect(asked).toHaveLength(1));
    gone.unmount();
    act(
      () =>
        void world.emit('system/confack', {
          ...report('zone', 'query', answerOf(zone)),
          qryId: asked[0]?.qryId,
        }),
    );
    await act(() => Promise.resolve());
    expect(getQueryEntry(key)).toMatchObject({ status: 'loading', data: null });

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { result } = renderHook(() => useLiveQuery(zoneQuery(zone.f_zone_id)));
    expect(result.current.state).toBe('loading');
    act(() => void vi.advanceTimersByTime(24_999));
    expect(result.current.state).toBe('loading');
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.state).toBe('error');
    expect(result.current.error).toBe(i18n.t('live:loadingTimedOut'));
  });
});

describe('one ask per cache key', () => {
  it('lets a second screen join an ask still running instead of asking again', async () => {
    const asked: Request[] = [];
    const world = startTestWorld((_topic, req) => void asked.push(req), { ackTimeoutMs: 60_000 });
    const first = renderHook(() => useLiveQuery(zoneQuery(zone.f_zone_id)));
    await waitFor(() => expect(asked).toHaveLength(1));
    const second = renderHook(() => useLiveQuery(zoneQuery(zone.f_zone_id)));
    await act(() => Promise.resolve());
    expect(asked).toHaveLength(1);
    first.unmount();
    act(
      () =>
        void world.emit('system/confack', {
          ...report('zone', 'query', answerOf({ ...zone, name: '一起等' })),
          qryId: asked[0]?.qryId,
        }),
    );
    await waitFor(() => expect(second.result.current.data?.name).toBe('一起等'));
    expect(asked).toHaveLength(1);
  });

  it('starts a new ask on reload even while one runs', async () => {
    const asked: Request[] = [];
    startTestWorld((_topic, req) => void asked.push(req), { ackTimeoutMs: 60_000 });
    const { result } = renderHook(() => useLiveQuery(zoneQuery(zone.f_zone_id)));
    await waitFor(() => expect(asked).toHaveLength(1));
    act(() => result.current.reload());
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('keeps apart answers of the same confTyp and para on different topics', async () => {
    startTestWorld((topic) => (topic === 'system/conf' ? { data: answerOf(zone) } : { data: { aid: 1 } }));
    const conf = renderHook(() =>
      useLiveQuery({ topic: 'system/conf', confTyp: 'zone', method: 'query', para: { f_zone_id: 1 } }),
    );
    await waitFor(() => expect(conf.result.current.state).toBe('ready'));
    // Without parse the data is the typed answer itself.
    expect(conf.result.current.data?.data.zone).toEqual(zone);
    const key = (topic: string) =>
      queryKey(testBase, { topic, confTyp: 'zone', method: 'query' }, JSON.stringify({ f_zone_id: 1 }));
    expect(getQueryEntry(key('system/conf')).status).toBe('ready');
    expect(getQueryEntry(key('system/cmd')).data).toBeNull();
  });
});

describe('useLiveQueries', () => {
  it('asks each query once and gives one result per query, in order; a reload asks only its own', async () => {
    const asked: Request[] = [];
    startTestWorld((_topic, req) => {
      asked.push(req);
      const zid = Number(req.para.f_zone_id);
      return { data: answerOf({ ...zone, f_zone_id: zid, name: `区${zid}` }) };
    });
    const { result, rerender } = renderHook(({ zids }) => useLiveQueries(zids.map(zoneQuery)), {
      initialProps: { zids: [1, 2] },
    });
    await waitFor(() => expect(result.current.map((r) => r.data?.name)).toEqual(['区1', '区2']));
    expect(asked).toHaveLength(2);

    act(() => result.current[1]?.reload());
    await waitFor(() => expect(asked).toHaveLength(3));
    expect(asked[2]?.para).toEqual({ f_zone_id: 2 });

    rerender({ zids: [2, 3] });
    await waitFor(() => expect(result.current.map((r) => r.data?.name)).toEqual(['区2', '区3']));
    expect(asked.slice(3).map((r) => r.para)).toEqual([{ f_zone_id: 3 }]);
    expect(renderHook(() => useLiveQueries([])).result.current).toEqual([]);
  });

  it('is offline while there is no connection and nothing cached', () => {
    const { result } = renderHook(() => useLiveQueries([zoneQuery(1), zoneQuery(2)]));
    expect(result.current.map((r) => r.state)).toEqual(['offline', 'offline']);
  });
});
