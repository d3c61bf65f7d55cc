import { describe, expect, it } from 'vitest';
import { decode, parseTopic, validateMessage } from '../protocol/index.ts';
import { applyFaultCommand, createFaults } from './faults.ts';
import { createRig } from './testing/controller-rig.ts';

type Obj = Record<string, unknown>;
const flush = () => new Promise((resolve) => setImmediate(resolve));
/** Every sensor reads (about) 20: plain to assert on. */
const steady = () => (now: number, sensors: readonly { sid: number }[]) =>
  sensors.map(() => 20 + (now % 1000) / 1e6);

async function rigWithReadings() {
  const rig = await createRig({ readings: steady() });
  const sensor = rig.ctx.config.list('sensor').find((s) => s.type === 'airTemp')!;
  const readingsOf = (sid: number) =>
    rig.on('sensor/data').map((d) => (d.readings as Obj[]).find((r) => r.sid === sid) as Obj);
  return { rig, sensor, readingsOf, where: { sn: rig.fixture.server.sn, id: sensor.sid } };
}

describe('faults registry', () => {
  it('finds the most specific fault and clears by kind and target', () => {
    const faults = createFaults({ now: () => 5 });
    faults.set('ackDelay', {}, { ms: 100 });
    faults.set('ackDelay', { sn: 'A' }, { ms: 200 });
    expect(faults.find('ackDelay', { sn: 'A' })?.params.ms).toBe(200);
    expect(faults.find('ackDelay', { sn: 'B' })?.params.ms).toBe(100);
    expect(faults.clear('ackDelay', { sn: 'A' })).toBe(1);
    expect(faults.list()).toHaveLength(1);
    expect(() => faults.set('ackDelay', {}, { ms: -1 })).toThrow(/ms/);
  });

  it('applies commands from the control API, refusing bad ones whole', () => {
    const faults = createFaults({ now: () => 0 });
    expect(
      applyFaultCommand(faults, { op: 'set', kind: 'sensorOffline', target: { sn: 'A', id: 3 } }),
    ).toMatchObject({ ok: true });
    expect(applyFaultCommand(faults, { op: 'set', kind: 'melt' })).toMatchObject({ ok: false });
    expect(applyFaultCommand(faults, { op: 'set', kind: 'ackDelay', params: { ms: 'soon' } })).toMatchObject({
      ok: false,
    });
    expect(faults.list()).toHaveLength(1);
    expect(applyFaultCommand(faults, { op: 'clear' })).toMatchObject({ ok: true, cleared: 1 });
  });
});

describe('sensor faults on the wire', () => {
  it('stuck: the reading stops changing', async () => {
    const { rig, sensor, readingsOf, where } = await rigWithReadings();
    rig.faults.set('sensorStuck', where, { value: 17.5 });
    rig.clock.advance(20_000);
    expect(readingsOf(sensor.sid).map((r) => r.v)).toEqual([17.5, 17.5, 17.5, 17.5]);
  });

  it('drifting: the reading walks away at the given rate', async () => {
    const { rig, sensor, readingsOf, where } = await rigWithReadings();
    rig.faults.set('sensorDrift', where, { perHour: 2 });
    rig.clock.advance(3600_000);
    expect(readingsOf(sensor.sid).at(-1)?.v).toBeCloseTo(22, 1);
  });

  it('out of range: quality 1 and a value past the configured max', async () => {
    const { rig, sensor, readingsOf, where } = await rigWithReadings();
    rig.faults.set('sensorOutOfRange', where);
    rig.clock.advance(5000);
    const reading = readingsOf(sensor.sid).at(-1)!;
    expect(reading.q).toBe(1);
    expect(reading.v as number).toBeGreaterThan(sensor.max);
  });

  it('offline: null with quality 3, an alarm raised and cleared again', async () => {
    const { rig, sensor, readingsOf, where } = await rigWithReadings();
    rig.faults.set('sensorOffline', where);
    rig.clock.advance(5000);
    expect(readingsOf(sensor.sid).at(-1)).toMatchObject({ v: null, q: 3 });
    expect(rig.reports('system/confack').at(-1)).toMatchObject({
      confTyp: 'alarm',
      method: 'add',
      data: { source: 'sensor', refId: sensor.sid, state: 'open' },
    });
    rig.faults.clear('sensorOffline');
    rig.clock.advance(5000);
    expect(readingsOf(sensor.sid).at(-1)).toMatchObject({ q: 0 });
    expect(rig.reports('system/confack').at(-1)).toMatchObject({
      confTyp: 'alarm',
      data: { state: 'cleared' },
    });
    expect(rig.invalid).toEqual([]);
  });
});

describe('actuator faults on the wire', () => {
  it('jammed: a moving roller stops and reports jammed; commands answer 6; clearing releases it', async () => {
    const rig = await createRig();
    const a = rig.ctx.config.list('actuator').find((x) => x.kind === 'roller')!;
    await rig.request('actuator/cmd', 'actuator', 'cmd', { aid: a.aid, action: 'open' });
    rig.clock.advance(10_000);
    rig.faults.set('actuatorJammed', { sn: rig.fixture.server.sn, id: a.aid });
    expect(rig.reports('actuator/cmdack').at(-1)?.data).toMatchObject({ aid: a.aid, state: 'jammed' });
    const frozen = rig.ctx.actuators.report(a.aid)?.pos;
    rig.clock.advance(200_000);
    expect(rig.ctx.actuators.report(a.aid)?.pos).toBe(frozen);
    expect(
      await rig.request('actuator/cmd', 'actuator', 'cmd', { aid: a.aid, action: 'close' }),
    ).toMatchObject({ code: 6, data: { state: 'jammed' } });
    rig.faults.clear('actuatorJammed');
    expect(rig.reports('actuator/cmdack').at(-1)?.data).toMatchObject({ state: 'stopped' });
    expect(
      (await rig.request('actuator/cmd', 'actuator', 'cmd', { aid: a.aid, action: 'close' }))?.code,
    ).toBe(0);
  });

  it('offline: commands answer 5', async () => {
    const rig = await createRig();
    rig.faults.set('actuatorOffline', { id: 1 });
    expect((await rig.request('actuator/cmd', 'actuator', 'cmd', { aid: 1, action: 'open' }))?.code).toBe(5);
  });
});

describe('link faults on the wire', () => {
  it('ackDelay: the answer comes after the delay', async () => {
    const rig = await createRig();
    rig.faults.set('ackDelay', { topic: 'system/confack' }, { ms: 3000 });
    expect(await rig.conf('zone', 'list')).toBeUndefined();
    rig.clock.advance(2999);
    expect(rig.on('system/confack').find((a) => a.qryId === 'q-1')).toBeUndefined();
    rig.clock.advance(1);
    expect(rig.on('system/confack').find((a) => a.qryId === 'q-1')).toMatchObject({ code: 0 });
  });

  it('ackDrop: the next N answers never come, then answers resume', async () => {
    const rig = await createRig();
    rig.faults.set('ackDrop', {}, { count: 2 });
    expect(await rig.conf('zone', 'list')).toBeUndefined();
    expect(await rig.request('system/cmd', 'system', 'cmd', { action: 'status' })).toBeUndefined();
    expect((await rig.conf('zone', 'list'))?.code).toBe(0);
    expect(rig.faults.list()).toHaveLength(0);
  });

  it('disconnect: no data while away, then back with otaschup', async () => {
    const rig = await createRig();
    rig.faults.set('disconnect', { sn: rig.fixture.server.sn }, { ms: 30_000 });
    const before = rig.on('sensor/data').length;
    rig.clock.advance(29_000);
    expect(rig.on('sensor/data').length).toBe(before);
    expect(await rig.conf('zone', 'list')).toBeUndefined();
    rig.clock.advance(1000);
    await flush();
    expect(rig.controller.online).toBe(true);
    expect(rig.on('system/otaschup')).toHaveLength(2);
    rig.clock.advance(5000);
    expect(rig.on('sensor/data').length).toBe(before + 1);
  });

  it('malformedBurst: the given number of payloads the contract rejects', async () => {
    const rig = await createRig();
    const before = rig.bus.messages.length;
    rig.faults.set('malformedBurst', {}, { count: 12 });
    const burst = rig.bus.messages.slice(before);
    expect(burst).toHaveLength(12);
    for (const m of burst) {
      const decoded = decode(m.payload);
      const parsed = parseTopic(m.topic);
      expect(decoded.ok && parsed.ok && validateMessage(parsed.name, decoded.value).ok).toBe(false);
    }
    expect(rig.faults.list()).toHaveLength(0);
  });
});
