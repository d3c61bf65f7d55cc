import { describe, expect, it } from 'vitest';
import { decode, deflateThreshold } from '../../protocol/index.ts';
import { createRig } from '../testing/controller-rig.ts';
import { catchUpEveryMs } from '../catch-up.ts';
import { defaultSteppedStart } from '../clock.ts';
import { createWorldClock } from '../world-clock.ts';
import { utcOffsetOf } from './world/utc-offset.ts';

type Obj = Record<string, unknown>;

describe('rotationIrrigation/cmd', () => {
  it('walks the valves of a program in order, each for secondsPerValve, with progress reports', async () => {
    const rig = await createRig();
    const plan = rig.ctx.config.get('irrigationPlan', 1)!;
    const irrigate = (para: Obj) => rig.request('rotationIrrigation/cmd', 'irrigation', 'cmd', para);
    const ack = await irrigate({ action: 'start', pid: 1 });
    expect(ack?.data).toMatchObject({ state: 'running', pid: 1, vid: plan.valveIds[0], valveIndex: 0 });
    const opened: number[] = [];
    for (let i = 0; i < plan.valveIds.length; i++) {
      const status = rig.ctx.irrigation.status();
      opened.push(status.vid!);
      const aid = rig.ctx.config.get('valve', status.vid!)!.aid;
      expect(rig.ctx.actuators.report(aid)?.state).toBe('on');
      expect(await rig.request('actuator/cmd', 'actuator', 'cmd', { aid, action: 'off' })).toMatchObject({
        code: 4,
      });
      rig.clock.advance(plan.secondsPerValve * 1000);
      expect(rig.ctx.actuators.report(aid)?.state).toBe('off');
    }
    expect(opened).toEqual(plan.valveIds);
    expect(rig.ctx.irrigation.status().state).toBe('idle');
    const progress = rig.reports('rotationIrrigation/cmdack').map((r) => r.data as Obj);
    expect(progress.length).toBeGreaterThan(plan.valveIds.length * 2);
    expect(progress.at(-1)).toMatchObject({ state: 'idle' });
    expect(rig.invalid).toEqual([]);
  });

  it('pauses keeping the remaining time, resumes, stops, and refuses a second start', async () => {
    const rig = await createRig();
    const irrigate = (para: Obj) => rig.request('rotationIrrigation/cmd', 'irrigation', 'cmd', para);
    await irrigate({ action: 'start', pid: 1 });
    rig.clock.advance(100_000);
    expect((await irrigate({ action: 'start', pid: 2 }))?.code).toBe(4);
    expect((await irrigate({ action: 'pause' }))?.data).toMatchObject({ state: 'paused', remainingS: 200 });
    rig.clock.advance(1_000_000);
    expect((await irrigate({ action: 'status' }))?.data).toMatchObject({
      state: 'paused',
      remainingS: 200,
      valveIndex: 0,
    });
    expect((await irrigate({ action: 'resume' }))?.data).toMatchObject({ state: 'running' });
    rig.clock.advance(200_000);
    expect(rig.ctx.irrigation.status().valveIndex).toBe(1);
    expect((await irrigate({ action: 'stop' }))?.data).toMatchObject({ state: 'idle', pid: null });
    expect((await irrigate({ action: 'start' }))?.code).toBe(2);
    expect((await irrigate({ action: 'start', pid: 77 }))?.code).toBe(3);
  });
});

describe('rotationIrrigation/cmd stop during an automatic program', () => {
  it("closes the automation's valves, answers idle, and the plan waits for its next time", async () => {
    const rig = await createRig();
    const plans = rig.ctx.config.list('irrigationPlan');
    for (const other of plans) rig.ctx.config.put('irrigationPlan', { ...other, enabled: false });
    const plan = plans[0]!;
    // A time plan two minutes ahead, in the controller's local time.
    const local = new Date(
      rig.ctx.now() + (utcOffsetOf(rig.ctx.now(), rig.ctx.system.timezone) + 2) * 60_000,
    );
    const at = `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
    rig.ctx.config.put('irrigationPlan', {
      ...plan,
      enabled: true,
      trigger: { type: 'time', times: [at] },
      secondsPerValve: 600,
      window: undefined,
    });
    const aid = rig.ctx.config.get('valve', plan.valveIds[0]!)!.aid;
    rig.clock.advance(3 * 60_000);
    expect(rig.ctx.irrigation.status()).toMatchObject({ state: 'running', pid: plan.pid, valveIndex: 0 });
    expect(rig.ctx.actuators.report(aid)?.state).toBe('on');

    const ack = await rig.request('rotationIrrigation/cmd', 'irrigation', 'cmd', { action: 'stop' });
    expect(ack).toMatchObject({ code: 0, data: { state: 'idle', pid: null } });
    expect(rig.ctx.actuators.report(aid)?.state).toBe('off');
    expect(rig.reports('rotationIrrigation/cmdack').at(-1)?.data).toMatchObject({ state: 'idle' });

    // The rest of the slot and the program's whole length: nothing opens again.
    for (let minute = 0; minute < plan.valveIds.length * 10 + 5; minute++) {
      rig.clock.advance(60_000);
      expect(rig.ctx.irrigation.status().state).toBe('idle');
      for (const vid of plan.valveIds)
        expect(rig.ctx.actuators.report(rig.ctx.config.get('valve', vid)!.aid)?.state).toBe('off');
    }
    expect((await rig.request('rotationIrrigation/cmd', 'irrigation', 'cmd', { action: 'stop' }))?.msg).toBe(
      'idle',
    );
    expect(rig.invalid).toEqual([]);
  });
});

describe('heating/cmd', () => {
  it('reports status, starts and stops loops, and sets setpoints with a conf report', async () => {
    const rig = await createRig();
    const heat = (para: Obj) => rig.request('heating/cmd', 'heating', 'cmd', para);
    const all = await heat({ action: 'status' });
    expect((all?.data as Obj[]).length).toBe(rig.ctx.config.list('heating').length);
    expect((await heat({ action: 'stop', hid: 1 }))?.data).toMatchObject({
      hid: 1,
      running: false,
      valve: 0,
    });
    const loop = rig.ctx.config.get('heating', 1)!;
    expect(rig.ctx.actuators.report(loop.aid)?.state).toBe('off');
    expect((await heat({ action: 'start', hid: 1 }))?.data).toMatchObject({ running: true, valve: 100 });
    expect(rig.ctx.actuators.report(loop.aid)?.state).toBe('on');
    expect((await heat({ action: 'set', hid: 1, daySetpoint: 21 }))?.code).toBe(0);
    expect(rig.ctx.config.get('heating', 1)?.daySetpoint).toBe(21);
    expect(rig.reports('system/confack').at(-1)).toMatchObject({ confTyp: 'heating', method: 'update' });
    expect((await heat({ action: 'status', hid: 42 }))?.code).toBe(3);
    expect((await heat({ action: 'set' }))?.code).toBe(2);
    expect(rig.invalid).toEqual([]);
  });

  it('a start or stop takes the loop and its heater out of automation until auto hands them back', async () => {
    const rig = await createRig();
    const heat = (para: Obj) => rig.request('heating/cmd', 'heating', 'cmd', para);
    const loop = rig.ctx.config.get('heating', 1)!;
    expect(loop.mode).toBe('auto');
    expect((await heat({ action: 'start', hid: 1 }))?.code).toBe(0);
    expect(rig.ctx.config.get('heating', 1)?.mode).toBe('manual');
    expect(rig.ctx.actuators.report(loop.aid)).toMatchObject({ state: 'on', mode: 'manual' });
    // The automation's own command is refused while the grower holds the heater.
    expect(rig.ctx.actuators.command({ aid: loop.aid, action: 'off' }, 'auto').code).toBe(4);
    const modes = rig.reports('system/confack').filter((r) => r.confTyp === 'heating');
    expect(modes.at(-1)?.data).toMatchObject({ hid: 1, mode: 'manual' });
    expect(rig.reports('heating/cmdack').at(-1)?.data).toMatchObject({ hid: 1, running: true });
    expect((await heat({ action: 'auto', hid: 1 }))?.data).toMatchObject({ hid: 1 });
    expect(rig.ctx.config.get('heating', 1)?.mode).toBe('auto');
    expect(rig.ctx.actuators.report(loop.aid)?.mode).toBe('auto');
    expect(rig.ctx.actuators.command({ aid: loop.aid, action: 'off' }, 'auto').code).toBe(0);
    expect((await heat({ action: 'auto', hid: 42 }))?.code).toBe(3);
    expect(rig.invalid).toEqual([]);
  });
});

describe('system/cmd', () => {
  it('answers status, time sync, logs and alarm ack', async () => {
    const rig = await createRig();
    const sys = (para: Obj) => rig.request('system/cmd', 'system', 'cmd', para);
    expect((await sys({ action: 'status' }))?.data).toMatchObject({ sn: rig.fixture.server.sn, uptimeS: 0 });
    const time = Date.UTC(2030, 0, 1);
    expect((await sys({ action: 'timeSync', time }))?.data).toMatchObject({ time });
    expect(rig.ctx.now()).toBe(time);
    const logs = (await sys({ action: 'logs', kind: 'system' }))?.data as Obj[];
    expect(logs.some((l) => String(l.message).includes('time sync'))).toBe(true);
    const alarm = rig.ctx.journal.raise('device', 1, 'warning', 'test');
    expect((await sys({ action: 'alarmAck', alid: alarm.alid }))?.data).toMatchObject({ acked: true });
    expect((await sys({ action: 'alarmAck', alid: 999 }))?.code).toBe(3);
  });

  it('reboots: acks, drops off, comes back after the delay and announces itself again', async () => {
    const rig = await createRig({ rebootMs: 5000 });
    expect((await rig.request('system/cmd', 'system', 'cmd', { action: 'reboot' }))?.code).toBe(0);
    expect(rig.controller.online).toBe(false);
    rig.clock.advance(4999);
    expect(rig.controller.online).toBe(false);
    rig.clock.advance(1);
    await new Promise((resolve) => setImmediate(resolve)); // let the reconnect's subscribe settle
    expect(rig.controller.online).toBe(true);
    expect(rig.on('system/otaschup')).toHaveLength(2);
    expect((await rig.request('system/cmd', 'system', 'cmd', { action: 'status' }))?.data).toMatchObject({
      uptimeS: 0,
    });
  });
});

describe('sensor/data and history', () => {
  it('publishes every sensor on its cadence and answers history from the stored series', async () => {
    const rig = await createRig();
    rig.clock.advance(60_000);
    const data = rig.on('sensor/data');
    expect(data).toHaveLength(12);
    const sensors = rig.ctx.config.list('sensor');
    expect((data[0]?.readings as Obj[]).length).toBe(sensors.length);
    const sid = sensors[0]!.sid;
    const from = rig.clock.now() - 60_000;
    const answer = await rig.request('sensor/query/historyData', 'sensor', 'history', {
      sids: [sid],
      from,
      to: rig.clock.now(),
      step: 10_000,
    });
    const series = (answer?.series as Record<string, [number, number][]>)[String(sid)]!;
    // [from, to] both included; one point per 10 s bucket holding a reading.
    const buckets = new Set(data.map((d) => Math.floor(((d.ts as number) - from) / 10_000)));
    expect(series.map(([ts]) => ts)).toEqual([...buckets].map((b) => from + b * 10_000));
    expect(series.every(([ts]) => ts >= from)).toBe(true);
    expect(rig.invalid).toEqual([]);
  });

  it('sends a round per catchUpEveryMs while the clock catches up, and keeps every round in the history', async () => {
    const clock = createWorldClock({ start: defaultSteppedStart, paced: false, chunkMs: 600_000 });
    const rig = await createRig({ clock, cadenceMs: 5000 });
    const from = clock.now();
    await clock.jump(3_600_000);
    // 50 caught-up minutes at one round per period, then the last 10 minutes at every round (120).
    const sent = rig.on('sensor/data').map((d) => d.ts as number);
    expect(sent).toHaveLength(Math.ceil(3_000_000 / catchUpEveryMs) + 120);
    expect(clock.now() - sent.at(-1)!).toBeLessThan(5000); // the last round is the usual one
    const sid = rig.ctx.config.list('sensor')[0]!.sid;
    const answer = await rig.request('sensor/query/historyData', 'sensor', 'history', {
      sids: [sid],
      from,
      to: clock.now(),
      step: 5000,
    });
    const series = (answer?.series as Record<string, [number, number][]>)[String(sid)]!;
    expect(series).toHaveLength(720);
    expect(rig.invalid).toEqual([]);
    clock.stop();
  });

  it('deflates a history answer above 16 KiB, and it decodes with the protocol codec', async () => {
    // Six hours of history, jumped: the rounds are all stored but few are sent.
    const clock = createWorldClock({ start: defaultSteppedStart, paced: false });
    const rig = await createRig({ clock, cadenceMs: 5000 });
    await clock.jump(6 * 3600_000);
    const sids = rig.ctx.config
      .list('sensor')
      .slice(0, 4)
      .map((s) => s.sid);
    const to = rig.clock.now();
    await rig.request('sensor/query/historyData', 'sensor', 'history', {
      sids,
      from: to - 6 * 3600_000,
      to,
      step: 5000,
    });
    const message = rig.received.filter((m) => m.name === 'sensor/historyData').at(-1)!;
    expect(message.compressed).toBe(true);
    const text = JSON.stringify(message.value).length;
    expect(text).toBeGreaterThan(deflateThreshold);
    expect(message.bytes).toBeLessThan(text / 2);
    const raw = rig.bus.messages.filter((m) => m.topic.endsWith('sensor/historyData')).at(-1)!;
    const decoded = decode(raw.payload);
    expect(decoded.ok && decoded.compressed).toBe(true);
    expect(rig.invalid).toEqual([]);
  }, 30_000); // builds and deflates a large history: 7-9 s seen under load

  it('answers a short history uncompressed and unknown sensors with code 3', async () => {
    const rig = await createRig();
    rig.clock.advance(10_000);
    const to = rig.clock.now();
    await rig.request('sensor/query/historyData', 'sensor', 'history', {
      sids: [1],
      from: to - 10_000,
      to,
      step: 5000,
    });
    expect(rig.received.filter((m) => m.name === 'sensor/historyData').at(-1)?.compressed).toBe(false);
    const none = await rig.request('sensor/query/historyData', 'sensor', 'history', {
      sids: [9999],
      from: 0,
      to,
      step: 5000,
    });
    expect(none).toMatchObject({ code: 3 });
  });

  it("shows the automation's own run while no grower's program runs, reporting its moves", async () => {
    const rig = await createRig();
    const irrigate = (para: Obj) => rig.request('rotationIrrigation/cmd', 'irrigation', 'cmd', para);
    const idle = rig.ctx.irrigation.status();
    const auto = { ...idle, state: 'running' as const, pid: 2, vid: 5, valveCount: 3, remainingS: 240 };
    const before = rig.reports('rotationIrrigation/cmdack').length;
    rig.ctx.irrigation.showAutomatic(auto);
    rig.ctx.irrigation.showAutomatic({ ...auto, remainingS: 230 }); // the same valve: no new report
    expect((await irrigate({ action: 'status' }))?.data).toMatchObject({ state: 'running', pid: 2, vid: 5 });
    rig.ctx.irrigation.showAutomatic({ ...auto, vid: 6, valveIndex: 1 });
    rig.ctx.irrigation.showAutomatic(idle);
    const reports = rig
      .reports('rotationIrrigation/cmdack')
      .slice(before)
      .map((r) => r.data as Obj);
    expect(reports.map((r) => [r.state, r.vid])).toEqual([
      ['running', 5],
      ['running', 6],
      ['idle', null],
    ]);
    // A grower's program wins the status while it runs.
    rig.ctx.irrigation.showAutomatic(auto);
    expect((await irrigate({ action: 'start', pid: 1 }))?.data).toMatchObject({ pid: 1 });
  });
});
