import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { messageExamples, recordExamples } from '../../protocol/examples.ts';
import type { Zone } from '../../protocol/live/zone.ts';
import { appSubscriptions, topicOf } from '../../protocol/topics.ts';
import { createFakeLiveClient, type FakeLiveClient } from '../test-support/fake-live-client.ts';
import type { ConnectionState } from './types.ts';

const base = 'farm/gh-1';
let fake: FakeLiveClient;

afterEach(async () => {
  await fake.client.end();
});

function history(client: FakeLiveClient['client']): ConnectionState[] {
  const seen: ConnectionState[] = [];
  client.onConnection((state) => seen.push(state));
  return seen;
}

describe('createLiveClient over the memory transport', () => {
  it('starts at status 2, turns 1 on connect and subscribes to every answer topic of the base', async () => {
    fake = createFakeLiveClient({ base });
    expect(fake.client.connection()).toEqual({ status: 2, subscription: 0, error: null });
    await vi.waitFor(() => expect(fake.client.connection()).toMatchObject({ status: 1, subscription: 1 }));
    for (const name of appSubscriptions) expect(fake.transport.isSubscribed(topicOf(base, name))).toBe(true);
    expect(fake.client.clientId.length).toBeLessThanOrEqual(23);
  });

  it('goes 0 on a drop, 2 on reconnect, 1 on connect, and subscribes again', async () => {
    fake = createFakeLiveClient({ base });
    await vi.waitFor(() => expect(fake.client.connection().subscription).toBe(1));
    const seen = history(fake.client);
    fake.transport.drop();
    expect(fake.client.connection()).toMatchObject({ status: 0, subscription: 0 });
    fake.transport.restore();
    await vi.waitFor(() => expect(fake.client.connection().subscription).toBe(1));
    expect(seen.map((s) => s.status)).toEqual([0, 2, 1, 1, 1]);
    expect(seen.map((s) => s.subscription)).toEqual([0, 0, 0, 2, 1]);
    expect(fake.transport.isSubscribed(topicOf(base, 'sensor/data'))).toBe(true);
  });

  it('types the answer by topic, confTyp and method, and settles a request only with its own confTyp and method', async () => {
    fake = createFakeLiveClient({ base, respond: () => ({ data: [{ ...recordExamples.zone }] }) });
    await vi.waitFor(() => expect(fake.client.connection().subscription).toBe(1));
    const list = await fake.client.request('system/conf', 'zone', 'list', {});
    expectTypeOf(list.data).toEqualTypeOf<Zone[]>();
    expect(list.data[0]?.f_zone_id).toBe(recordExamples.zone.f_zone_id);
    // An answer naming another confTyp is not this request's answer: the request keeps waiting.
    fake.respond(() => ({ confTyp: 'crop', data: [] }));
    const reports: string[] = [];
    fake.client.onReport((topicName, _ack) => reports.push(topicName));
    const other = fake.client.request('system/conf', 'zone', 'list', {}, { timeoutMs: 50 });
    await expect(other).rejects.toMatchObject({ key: 'live.ackTimeout' });
    expect(reports).toEqual(['system/confack']);
  });

  it('switches bases: unsubscribes the old one, cancels its pending requests', async () => {
    fake = createFakeLiveClient({ base });
    await vi.waitFor(() => expect(fake.client.connection().subscription).toBe(1));
    const waiting = fake.client.request('system/cmd', 'system', 'cmd', { action: 'status' });
    fake.client.selectBase('farm/gh-2');
    await expect(waiting).rejects.toMatchObject({ key: 'live.cancelled' });
    await vi.waitFor(() => expect(fake.transport.isSubscribed('farm/gh-2/sensor/data')).toBe(true));
    expect(fake.transport.isSubscribed(topicOf(base, 'sensor/data'))).toBe(false);
  });

  it('resolves a request with the ack of the same qryId, publishing conf at QoS 1 and commands at QoS 0', async () => {
    fake = createFakeLiveClient({ base, respond: () => ({ data: { f_zone_id: 3 } }) });
    await vi.waitFor(() => expect(fake.client.connection().subscription).toBe(1));
    const reports: string[] = [];
    fake.client.onReport((topicName, ack) => reports.push(`${topicName} ${String(ack.qryId)}`));
    const ack = await fake.client.request('system/conf', 'zone', 'delete', { f_zone_id: 3 });
    expect(ack).toMatchObject({ confTyp: 'zone', method: 'delete', code: 0, data: { f_zone_id: 3 } });
    expect(reports).toEqual([`system/confack ${String(ack.qryId)}`]);
    fake.respond(() => ({}));
    await fake.client.request('actuator/cmd', 'actuator', 'cmd', { aid: 21, action: 'open' });
    expect(fake.transport.published.map((p) => [p.topic, p.qos])).toEqual([
      [topicOf(base, 'system/conf'), 1],
      [topicOf(base, 'actuator/cmd'), 0],
    ]);
  });

  it('rejects with user-facing errors: ack code, timeout, offline, malformed request, no base', async () => {
    fake = createFakeLiveClient({ base, respond: () => ({ code: 5, msg: '' }) });
    await vi.waitFor(() => expect(fake.client.connection().subscription).toBe(1));
    const conf = fake.client.request('system/conf', 'zone', 'query', { f_zone_id: 3 });
    await expect(conf).rejects.toMatchObject({ key: 'live.ack5', params: { code: 5 } });
    await expect(conf).rejects.toThrow('The controller refused the request (code 5): the device is offline');
    fake.respond(undefined);
    const late = fake.client.request('system/cmd', 'system', 'cmd', { action: 'status' }, { timeoutMs: 20 });
    await expect(late).rejects.toThrow('The controller did not answer within 0 s');
    await expect(fake.client.request('system/conf', 'zone', 'query', {})).rejects.toMatchObject({
      key: 'live.badRequest',
    });
    fake.transport.drop();
    await expect(
      fake.client.request('actuator/cmd', 'actuator', 'cmd', { aid: 1, action: 'on' }),
    ).rejects.toMatchObject({
      key: 'live.offline',
    });
    fake.client.selectBase(null);
    await expect(
      fake.client.request('system/cmd', 'system', 'cmd', { action: 'status' }),
    ).rejects.toMatchObject({
      key: 'live.noBase',
    });
  });

  it('routes valid messages and reports invalid ones without routing them', async () => {
    fake = createFakeLiveClient({ base });
    await vi.waitFor(() => expect(fake.client.connection().subscription).toBe(1));
    const readings: number[] = [];
    const invalid: string[] = [];
    fake.client.onSensorData((data) => readings.push(data.readings.length));
    fake.client.onInvalid((problem) => invalid.push(problem.reason.split(':')[0] ?? ''));
    fake.emit('sensor/data', messageExamples['sensor/data']);
    fake.emit('sensor/data', new Uint8Array([1, 2, 3, 250]));
    fake.emit('sensor/data', new Uint8Array([0x78, 0x9c, 9, 9, 9]));
    fake.emit('sensor/data', { sn: 'GH0001', ts: 1, readings: [{ sid: -1 }] });
    expect(readings).toEqual([1]);
    expect(invalid).toEqual(['not-json', 'inflate-failed', 'readings.0.sid']);
  });

  it('holds a conf made offline until the subscriptions are back, sends it once, and never sends a timed-out one', async () => {
    fake = createFakeLiveClient({ base, respond: () => ({ data: { f_zone_id: 3 } }) });
    await vi.waitFor(() => expect(fake.client.connection().subscription).toBe(1));
    fake.transport.drop();
    const kept = fake.client.request('system/conf', 'zone', 'delete', { f_zone_id: 3 });
    const stale = fake.client.request('system/conf', 'zone', 'delete', { f_zone_id: 4 }, { timeoutMs: 10 });
    await expect(stale).rejects.toMatchObject({ key: 'live.ackTimeout' });
    expect(fake.transport.published).toHaveLength(0);
    fake.transport.restore();
    await expect(kept).resolves.toMatchObject({ code: 0 });
    expect(fake.transport.published.map((p) => (JSON.parse(p.payload) as { para: unknown }).para)).toEqual([
      { f_zone_id: 3 },
    ]);
  });
});
