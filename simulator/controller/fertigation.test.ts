/** The fertigation centre of a controller (devices/fertigation.ts) through fertigation/cmd on the rig. */
import { describe, expect, it } from 'vitest';
import type { FertCenterStatus } from '../../protocol/index.ts';
import { catchUpEveryMs } from '../catch-up.ts';
import { defaultSteppedStart } from '../clock.ts';
import { createRig } from '../testing/controller-rig.ts';
import { createWorldClock, type WorldClock } from '../world-clock.ts';

type Obj = Record<string, unknown>;
const minute = 60_000;

const rigWithProgram = async (clock?: WorldClock, more: Parameters<typeof createRig>[0] = {}) => {
  const rig = await createRig({ zones: 1, cadenceMs: 30_000, ...(clock && { clock }), ...more });
  const plan = rig.ctx.config.list('irrigationPlan')[0]!;
  rig.ctx.config.put('irrigationPlan', { ...plan, secondsPerValve: 3600 });
  const status = async (para: Obj = { action: 'status', fid: 1 }) =>
    (await rig.request('fertigation/cmd', 'fertigation', 'cmd', para)) as Obj & { data: FertCenterStatus };
  const start = async () =>
    expect(
      (
        await rig.request('rotationIrrigation/cmd', 'rotationIrrigation', 'cmd', {
          action: 'start',
          pid: plan.pid,
        })
      )?.code,
    ).toBe(0);
  return { rig, plan, status, start };
};

/** Centre 1's reports number min..max, the last one dosing, and every payload was valid. */
const expectDosingReports = (rig: Awaited<ReturnType<typeof createRig>>, min: number, max: number) => {
  const reports = rig.reports('fertigation/cmdack').filter((r) => (r.data as Obj).fid === 1);
  expect(reports.length).toBeGreaterThanOrEqual(min);
  expect(reports.length).toBeLessThanOrEqual(max);
  expect(reports.at(-1)?.data).toMatchObject({ state: 'dosing' });
  expect(rig.invalid).toEqual([]);
};

describe('fertigation centre', () => {
  it('answers status of each centre: the dual one and the idle single one', async () => {
    const { rig, status } = await rigWithProgram();
    const all = (await status({ action: 'status' })).data as unknown as FertCenterStatus[];
    expect(all.map((c) => [c.fid, c.state, c.tanks.map((t) => t.name)])).toEqual([
      [1, 'idle', ['A罐', 'B罐', '酸罐']],
      [2, 'idle', ['母液罐', '酸罐']],
    ]);
    expect(all[0]?.tanks.every((t) => t.volumeL === t.capacityL)).toBe(true);
    expect((await status({ action: 'status', fid: 99 })).code).toBe(3);
    expect((await status({ action: 'refill', fid: 1, tank: 'C罐' })).code).toBe(2);
    expect(rig.invalid).toEqual([]);
  });

  it('doses while a program runs: tanks fall, EC reaches the recipe, reports at the sensor cadence', async () => {
    const { rig, status, start } = await rigWithProgram();
    await start();
    rig.clock.advance(10 * minute);
    const { data } = await status();
    expect(data.state).toBe('dosing');
    expect(data.ecTarget).toBe(2.6);
    expect(Math.abs((data.ec ?? 0) - 2.6)).toBeLessThan(0.15);
    expect(data.flowLpm).toBeGreaterThan(0);
    for (const t of data.tanks) {
      expect(t.pumpOn).toBe(true);
      expect(t.volumeL).toBeLessThan(t.capacityL);
    }
    const reports = rig.reports('fertigation/cmdack').filter((r) => (r.data as Obj).fid === 1);
    // One at the start (idle → dosing), then one per 30 s sensor round: not more often.
    expect(reports.length).toBeGreaterThanOrEqual(19);
    expect(reports.length).toBeLessThanOrEqual(22);
    expect(rig.invalid).toEqual([]);
  });

  it('sends the running status once per catchUpEveryMs while the clock catches up (a jump)', async () => {
    const clock = createWorldClock({ start: defaultSteppedStart, paced: false });
    const { rig, start } = await rigWithProgram(clock);
    await start();
    await clock.jump(3 * catchUpEveryMs);
    // The start opens the first period, then a round per period, until the last 10 s (paced: 60).
    expectDosingReports(rig, 3, 4);
  });

  it("sends the running status at most once per the world's statusEveryMs (a load run's 5 s)", async () => {
    const { rig, start } = await rigWithProgram(undefined, {
      cadenceMs: 1000,
      world: { warmDays: 0, statusEveryMs: 5000 },
    });
    await start();
    rig.clock.advance(minute);
    // The start, then one per 5 s of 1 s rounds (60 without the period).
    expectDosingReports(rig, 12, 14);
  });

  it('stops dosing when a tank runs dry, with a critical alarm that a refill clears', async () => {
    const { rig, status, start } = await rigWithProgram();
    await start();
    rig.clock.advance(2 * minute);
    rig.controller.world!.greenhouse.editMixer((m) => (m.tanks[1]!.volumeL = 0));
    rig.clock.advance(minute);
    const stopped = (await status()).data;
    expect(stopped).toMatchObject({ state: 'stopped', stopReason: 'tankEmpty', stopTank: 'B罐' });
    expect(stopped.tanks.every((t) => !t.pumpOn)).toBe(true);
    expect(stopped.flowLpm).toBeGreaterThan(0); // plain water goes on
    const alarm = rig.ctx.config.list('alarm').find((a) => a.state === 'open' && a.refId === 1)!;
    expect(alarm).toMatchObject({ source: 'fertigation', severity: 'critical' });
    expect(alarm.message).toContain('B罐');
    rig.clock.advance(5 * minute);
    expect((await status()).data.ec).toBeLessThan(1); // the mix went back to raw water
    const refilled = await status({ action: 'refill', fid: 1, tank: 'B罐' });
    expect(refilled.data.tanks.find((t) => t.name === 'B罐')?.volumeL).toBe(1000);
    expect(refilled.data.state).toBe('dosing');
    expect(rig.ctx.config.get('alarm', alarm.alid)?.state).toBe('cleared');
    const states = rig.reports('fertigation/cmdack').map((r) => (r.data as Obj).state);
    expect(states.slice(-3)).toEqual(['stopped', 'dosing', 'dosing']); // the change, then the refill
  });

  it('tankLow holds a tank at its level; a refill command or clearing the fault ends it', async () => {
    const { rig, status, start } = await rigWithProgram();
    await start();
    const fault = () => rig.faults.set('tankLow', { sn: rig.ctx.sn, id: 1 }, { levelPct: 0 });
    fault();
    rig.clock.advance(minute);
    expect((await status()).data).toMatchObject({ state: 'stopped', stopTank: 'A罐' });
    rig.clock.advance(minute);
    expect((await status()).data.tanks[0]?.volumeL).toBe(0); // held while set
    expect((await status({ action: 'refill', fid: 1, tank: 'B罐' })).data.state).toBe('stopped');
    expect(rig.faults.list()).toHaveLength(1); // filling another tank leaves it
    expect((await status({ action: 'refill', fid: 1, tank: 'A罐' })).data.state).toBe('dosing');
    expect(rig.faults.list()).toEqual([]);
    fault();
    rig.clock.advance(minute);
    expect((await status()).data.state).toBe('stopped');
    rig.faults.clear('tankLow');
    rig.clock.advance(minute);
    const after = (await status()).data;
    expect(after.state).toBe('dosing');
    expect(after.tanks[0]?.volumeL).toBeGreaterThan(999);
    expect(rig.ctx.journal.openCount()).toBe(0);
  });

  it('a clogged filter cuts flow and pressure and stops dosing past 1 bar', async () => {
    const { rig, status, start } = await rigWithProgram();
    await start();
    rig.clock.advance(2 * minute);
    const clean = (await status()).data;
    rig.faults.set('filterClogged', { sn: rig.ctx.sn, id: 1 }, {});
    rig.clock.advance(minute);
    const clogged = (await status()).data;
    expect(clogged).toMatchObject({ state: 'stopped', stopReason: 'filterClogged', filterDpBar: 1.5 });
    expect(clogged.pressureBar).toBeLessThan(clean.pressureBar - 1);
    expect(clogged.flowLpm).toBeLessThan(0.6 * clean.flowLpm);
    rig.faults.clear();
    rig.clock.advance(minute);
    expect((await status()).data).toMatchObject({ state: 'dosing', filterDpBar: 0.2 });
  });

  it('follows a drifting EC probe: the controller doses to the reading, the real EC moves away', async () => {
    const { rig, status, start } = await rigWithProgram();
    await start();
    rig.clock.advance(5 * minute);
    const ecSid = rig.ctx.config.list('fertCenter')[0]!.ecSid!;
    rig.faults.set('sensorDrift', { sn: rig.ctx.sn, id: ecSid }, { perHour: 2 });
    rig.clock.advance(30 * minute);
    const measured = (await status()).data.ec ?? 0;
    const real = rig.controller.world!.greenhouse.mixer().ec;
    expect(measured).toBeGreaterThan(2.4); // the reading still looks on target
    expect(real).toBeLessThan(2.6 - 0.6); // the true mix fell by about the drift
  });
});
