// Alarm centre logic: URL filters, filtering and order, durations, source lookup, acknowledging many.
import { describe, expect, it } from 'vitest';
import type { AlarmRecord } from '../../../protocol/live/system.ts';
import { alarmDuration, filterAlarms, filterFromQuery, queryOfFilter } from './alarm-filter';
import { alarmSource, type SourceRecords } from './alarm-source';
import { ackAlarms } from './use-alarm-ack';

const t0 = Date.UTC(2026, 5, 1, 8);
const alarm = (over: Partial<AlarmRecord>): AlarmRecord => ({
  alid: 1,
  ts: t0,
  source: 'sensor',
  refId: 1,
  severity: 'warning',
  message: 'm',
  state: 'open',
  clearedAt: null,
  acked: false,
  ...over,
});

describe('alarm filter', () => {
  it('reads and writes the URL query, ignoring unknown values', () => {
    const filter = filterFromQuery(new URLSearchParams('view=past&severity=critical&zone=2&source=nope'));
    expect(filter).toEqual({ view: 'past', severity: 'critical', source: null, zone: 2 });
    expect(queryOfFilter(filter).toString()).toBe('view=past&severity=critical&zone=2');
    expect(filterFromQuery(new URLSearchParams('view=x&zone=-1'))).toEqual({
      view: 'open',
      severity: null,
      source: null,
      zone: null,
    });
    expect(queryOfFilter(filterFromQuery(new URLSearchParams())).toString()).toBe('');
  });

  it('keeps open or past alarms of a severity, source and zone, newest first', () => {
    const list = [
      alarm({ alid: 1, ts: t0 }),
      alarm({ alid: 2, ts: t0 + 2, state: 'cleared', clearedAt: t0 + 5 }),
      alarm({ alid: 3, ts: t0 + 1, severity: 'critical', source: 'device' }),
      alarm({ alid: 4, ts: t0 + 3, refId: 9 }),
    ];
    const zoneOf = (a: AlarmRecord) => (a.refId === 9 ? 2 : 1);
    const ids = (f: Partial<ReturnType<typeof filterFromQuery>>) =>
      filterAlarms(list, { view: 'open', severity: null, source: null, zone: null, ...f }, zoneOf).map(
        (a) => a.alid,
      );
    expect(ids({})).toEqual([4, 3, 1]);
    expect(ids({ view: 'past' })).toEqual([2]);
    expect(ids({ view: 'all' })).toEqual([4, 2, 3, 1]);
    expect(ids({ severity: 'critical' })).toEqual([3]);
    expect(ids({ source: 'sensor' })).toEqual([4, 1]);
    expect(ids({ zone: 2 })).toEqual([4]);
  });

  it('says how long an alarm lasted, or has lasted so far', () => {
    expect(alarmDuration(alarm({ state: 'cleared', clearedAt: t0 + 5 * 60_000 }), t0 + 1e9)).toEqual({
      unit: 'm',
      value: 5,
    });
    expect(alarmDuration(alarm({}), t0 + 3 * 3_600_000 + 59_000)).toEqual({ unit: 'h', value: 3 });
    expect(alarmDuration(alarm({}), t0 + 3 * 86_400_000)).toEqual({ unit: 'd', value: 3 });
    expect(alarmDuration(alarm({}), t0 - 60_000)).toEqual({ unit: 'm', value: 0 });
  });
});

describe('alarm source', () => {
  const records: SourceRecords = {
    sensors: [
      { sid: 1, name: '温度1', zid: 1 },
      { sid: 5, name: '湿度5', zid: 2 },
    ] as unknown as SourceRecords['sensors'],
    alarmRules: [{ rid: 1, sid: 5 }] as unknown as SourceRecords['alarmRules'],
    irrigateAlarms: [{ iid: 3, kind: 'flowLow' }] as unknown as SourceRecords['irrigateAlarms'],
    actuators: [{ aid: 7, name: '天窗', zid: 1 }] as unknown as SourceRecords['actuators'],
    network: [{ nid: 8, name: '网关', zid: null }] as unknown as SourceRecords['network'],
    fertCenters: [{ fid: 2, name: '育苗施肥机' }] as unknown as SourceRecords['fertCenters'],
  };
  it("names a fertigation centre's alarm by the centre (refId = fid)", () => {
    expect(alarmSource(alarm({ source: 'fertigation', refId: 2 }), records)).toEqual({
      kind: 'fertigation',
      fid: 2,
      name: '育苗施肥机',
    });
    expect(alarmSource(alarm({ source: 'fertigation', refId: 9 }), records)).toEqual({
      kind: 'unknown',
      refId: 9,
    });
  });
  it('finds the sensor of a rule alarm (rid) and of an offline alarm (sid) by the message', () => {
    expect(alarmSource(alarm({ refId: 1, message: '湿度5 high: 90 > 80' }), records)).toEqual({
      kind: 'sensor',
      sid: 5,
      name: '湿度5',
      zid: 2,
    });
    expect(alarmSource(alarm({ refId: 1, message: '温度1 离线 (offline)' }), records)).toMatchObject({
      sid: 1,
    });
  });
  it('names irrigation alarms by kind and devices by actuator or network name', () => {
    expect(alarmSource(alarm({ source: 'irrigation', refId: 3 }), records)).toEqual({
      kind: 'irrigation',
      alarmKind: 'flowLow',
    });
    expect(alarmSource(alarm({ source: 'device', refId: 7 }), records)).toMatchObject({
      kind: 'actuator',
      name: '天窗',
    });
    expect(alarmSource(alarm({ source: 'device', refId: 8 }), records)).toMatchObject({
      kind: 'network',
      name: '网关',
    });
    expect(alarmSource(alarm({ source: 'device', refId: 99 }), records)).toEqual({
      kind: 'unknown',
      refId: 99,
    });
  });
});

describe('ackAlarms', () => {
  it('sends one request per alarm and counts the successes', async () => {
    const sent: number[] = [];
    const result = await ackAlarms([1, 2, 3], (alid) => {
      sent.push(alid);
      return alid === 2 ? Promise.reject(new Error('no')) : Promise.resolve({});
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(result).toMatchObject({ ok: 2, failed: 1 });
  });
});
