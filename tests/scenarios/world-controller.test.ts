/**
 * The joined controller: greenhouse physics, automation and alarms inside a controller on
 * the memory transport with a stepped clock. No sleeps: simulated time only.
 */
import { describe, expect, it } from 'vitest';
import { isPositionKind } from '../../protocol/index.ts';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../../simulator/clock.ts';
import { createRig } from '../../simulator/testing/controller-rig.ts';
import type { ControllerWorldOptions } from '../../simulator/controller/world/world-options.ts';

type Obj = Record<string, unknown>;
const hour = 3_600_000;
/** 2025-07-15 10:00 at UTC+8 (the fixture's Asia/Shanghai). */
const summerMorning = Date.UTC(2025, 6, 15, 2);
/** Clear, calm and dry: a hot sunny afternoon. */
const sunny: ControllerWorldOptions = {
  warmDays: 0,
  climate: { cloudiness: 0, cloudVariability: 0, rainChance: 0, meanWindSpeed: 1.5, driftC: 0 },
};
const fixture = makeFarm(11, { servers: 1, zonesPerServer: 1 }).servers[0]!;

const rigAt = (start: number, world: ControllerWorldOptions = sunny) =>
  createRig({ fixture, clock: createClock({ mode: 'stepped', start }), cadenceMs: 30_000, world });

const vents = (rig: Awaited<ReturnType<typeof rigAt>>) =>
  rig.ctx.config.list('actuator').filter((a) => a.kind === 'roller' || a.kind === 'b16roller');

/** Mean airTemp of the zone's sensors in the sensor/data rounds from `since` on. */
const meanAirTemp = (rig: Awaited<ReturnType<typeof rigAt>>, since: number) => {
  const sids = new Set(
    rig.ctx.config
      .list('sensor')
      .filter((s) => s.type === 'airTemp')
      .map((s) => s.sid),
  );
  const values = rig
    .on('sensor/data')
    .filter((d) => (d.ts as number) >= since)
    .flatMap((d) => d.readings as Obj[])
    .filter((r) => sids.has(r.sid as number) && typeof r.v === 'number')
    .map((r) => r.v as number);
  expect(values.length).toBeGreaterThan(10);
  return values.reduce((a, b) => a + b, 0) / values.length;
};

describe('controller world: physics + automation + alarms', () => {
  it('opens its vents on a hot sunny afternoon and stays several K cooler than with vents held shut', async () => {
    const auto = await rigAt(summerMorning);
    const shut = await rigAt(summerMorning);
    // The fixture's fans ventilate too: held off in both, so the vents alone make the difference.
    for (const rig of [auto, shut])
      for (const a of rig.ctx.config.list('actuator').filter((x) => x.kind === 'fan'))
        expect(
          (await rig.request('actuator/cmd', 'actuator', 'cmd', { aid: a.aid, action: 'off' }))?.code,
        ).toBe(0);
    for (const a of vents(shut)) {
      const ack = await shut.request('actuator/cmd', 'actuator', 'cmd', {
        aid: a.aid,
        action: 'set',
        value: 0,
      });
      expect(ack?.code).toBe(0);
    }
    for (let t = 0; t < 5 * hour; t += 60_000) {
      auto.clock.advance(60_000);
      shut.clock.advance(60_000);
    }
    // 15:00 local: the vents answered the heat by themselves, in mode auto, with position reports.
    for (const a of vents(auto)) {
      const r = auto.ctx.actuators.report(a.aid)!;
      expect(r.mode).toBe('auto');
      expect(r.pos).toBeGreaterThan(20);
    }
    const moved = auto
      .reports('actuator/cmdack')
      .filter((r) => vents(auto).some((a) => a.aid === (r.data as Obj | undefined)?.aid));
    expect(moved.length).toBeGreaterThan(0);
    for (const a of vents(shut))
      expect(shut.ctx.actuators.report(a.aid)).toMatchObject({ mode: 'manual', pos: 0 });
    const since = summerMorning + 3 * hour;
    const cool = meanAirTemp(auto, since);
    const hot = meanAirTemp(shut, since);
    console.log(`vents auto ${cool.toFixed(1)} °C, held shut ${hot.toFixed(1)} °C`);
    expect(hot - cool).toBeGreaterThan(4);
    // Automatic actions are logged (autoVentilation), queryable by date; the manual ones as manual.
    const day = auto.ctx.localDay(auto.clock.now());
    const autoLogs = (await auto.conf('log', 'list', { date: day, kind: 'autoVentilation' }))?.data as Obj[];
    expect(autoLogs.length).toBeGreaterThan(0);
    const manualLogs = (await shut.conf('log', 'list', { date: day, kind: 'manual' }))?.data as Obj[];
    expect(manualLogs.length).toBeGreaterThanOrEqual(vents(shut).length);
    // Released, the vents go back to automation and open.
    for (const a of vents(shut))
      expect(
        (await shut.request('actuator/cmd', 'actuator', 'cmd', { aid: a.aid, action: 'auto' }))?.code,
      ).toBe(0);
    shut.clock.advance(5 * 60_000);
    for (const a of vents(shut)) expect(shut.ctx.actuators.report(a.aid)!.pos).toBeGreaterThan(0);
    expect(auto.invalid).toEqual([]);
    expect(shut.invalid).toEqual([]);
    await auto.controller.stop();
    await shut.controller.stop();
  }, 60_000);

  it('raises an alarm after its delay, reports it unsolicited, acks it via system/cmd, and counts it', async () => {
    const rig = await rigAt(summerMorning + 3 * hour);
    const sensor = rig.ctx.config.list('sensor').find((s) => s.type === 'airTemp')!;
    for (const r of rig.ctx.config.list('alarmRule'))
      await rig.conf('alarmRule', 'update', { ...r, enabled: false });
    const added = await rig.conf('alarmRule', 'add', {
      sid: sensor.sid,
      high: 5,
      low: null,
      delayS: 120,
      hysteresis: 1,
      enabled: true,
    });
    expect(added?.code).toBe(0);
    const rid = (added?.data as Obj).rid as number;
    const alarmReports = () =>
      rig.reports('system/confack').filter((r) => r.confTyp === 'alarm' && (r.data as Obj).refId === rid);
    rig.clock.advance(60_000);
    expect(alarmReports()).toEqual([]);
    rig.clock.advance(3 * 60_000);
    const raised = alarmReports().find((r) => r.method === 'add');
    expect(raised).toBeDefined();
    const record = raised!.data as Obj;
    expect(record).toMatchObject({ source: 'sensor', state: 'open', acked: false });
    const status = await rig.request('system/cmd', 'system', 'cmd', { action: 'status' });
    expect((status?.data as Obj).openAlarms).toBeGreaterThanOrEqual(1);
    const listed = (await rig.conf('alarm', 'list'))?.data as Obj[];
    expect(listed.some((a) => a.alid === record.alid && a.state === 'open')).toBe(true);
    const ack = await rig.request('system/cmd', 'system', 'cmd', { action: 'alarmAck', alid: record.alid });
    expect(ack?.data).toMatchObject({ alid: record.alid, acked: true });
    expect(alarmReports().some((r) => r.method === 'update' && (r.data as Obj).acked === true)).toBe(true);
    expect(rig.invalid).toEqual([]);
    await rig.controller.stop();
  }, 30_000);

  it('warms 30 days of history on start: a 30-day history query answers with data', async () => {
    const rig = await rigAt(summerMorning, { ...sunny, warmDays: 30 });
    const to = rig.clock.now();
    const sids = rig.ctx.config
      .list('sensor')
      .filter((s) => s.type === 'airTemp' || s.type === 'outTemp')
      .map((s) => s.sid);
    const answer = await rig.request('sensor/query/historyData', 'sensor', 'history', {
      sids,
      from: to - 30 * 24 * hour,
      to,
      step: hour,
    });
    const series = answer?.series as Record<string, [number, number | null][]>;
    for (const sid of sids) {
      const points = series[String(sid)]!.filter(([, v]) => v !== null);
      expect(points.length).toBeGreaterThan(29 * 24);
      expect(points[0]![0]).toBeLessThan(to - 29 * 24 * hour);
      expect(points.every(([, v]) => Number.isFinite(v))).toBe(true);
    }
    // Past automatic actions were logged too.
    const logs = rig.ctx.config.list('log').filter((l) => l.kind === 'autoVentilation');
    expect(logs.length).toBeGreaterThan(0);
    expect(rig.ctx.config.list('actuator').filter((a) => isPositionKind(a.kind)).length).toBeGreaterThan(0);
    expect(rig.invalid).toEqual([]);
    await rig.controller.stop();
  }, 60_000);
});
