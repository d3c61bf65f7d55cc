/**
 * The fertigation centre on real sockets with a stepped clock: a program runs, the stock
 * tanks fall in the fertigation/cmdack reports and EC reaches the recipe; a tankLow fault (as POST
 * /sim/world/faults takes it) stops dosing with a critical alarm; a refill clears it; a reset
 * brings full tanks back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerSubscriptions, type AlarmRecord, type FertCenterStatus } from '../../protocol/index.ts';
import { makeFarm } from '../../fixtures/farms.ts';
import { applyFaultCommand, controlTargetOf, createClock, startSimulator } from '../../simulator/index.ts';
import type { RunningSimulator } from '../../simulator/index.ts';
import { connectWatcher, startTestBroker, type TestBroker } from '../../simulator/testing/test-broker.ts';

const farm = makeFarm(13, { servers: 1, zonesPerServer: 1 });
const { server, inventory } = farm.servers[0]!;
const minute = 60_000;
let broker: TestBroker;
let sim: RunningSimulator;
let app: Awaited<ReturnType<typeof connectWatcher>>;

const ask = async (name: string, confTyp: string, method: string, para: unknown) => {
  const qryId = await app.request(server.mqttBaseTopic, name, confTyp, method, para);
  await expect.poll(() => app.answer(qryId)).toBeDefined();
  return app.answer(qryId) as { code: number; msg: string; data?: unknown };
};
/** The first centre's unsolicited reports so far. */
const reports = () =>
  app
    .on('fertigation/cmdack')
    .filter((m) => m.qryId === null && !Array.isArray(m.data))
    .map((m) => m.data as FertCenterStatus)
    .filter((s) => s.fid === 1);
const alarms = () =>
  app
    .on('system/confack')
    .filter((m) => m.qryId === null && m.confTyp === 'alarm')
    .map((m) => m.data as AlarmRecord);
/** The controller's sensor/data cadence (startSimulator's default). */
const cadenceMs = 5000;
/**
 * Advances the stepped clock a minute at a time, letting the broker deliver in between: until the
 * minute's last sensor/data has arrived (a round's fertigation report is sent before its
 * sensor/data, on the same connection, so every report of the minute is in by then).
 */
const advance = async (ms: number) => {
  for (let t = 0; t < ms; t += minute) {
    sim.clock.advance(minute);
    const lastRound = sim.clock.now() - cadenceMs;
    await expect.poll(() => app.on('sensor/data').some((d) => Number(d.ts) > lastRound)).toBe(true);
  }
};

beforeAll(async () => {
  broker = await startTestBroker();
  app = await connectWatcher(broker.url, [`${server.mqttBaseTopic}/#`], controllerSubscriptions);
  sim = await startSimulator({
    warmDays: 0,
    brokerUrl: broker.url,
    farm,
    clock: createClock({ mode: 'stepped', start: Date.UTC(2025, 6, 15, 2) }),
    log: () => undefined,
  });
});
afterAll(async () => {
  await app?.close();
  await sim?.stop();
  await broker?.close();
});

describe('the fertigation centre', () => {
  it('runs a program: tank levels fall in the reports and EC reaches the recipe within 5 minutes', async () => {
    const plan = inventory.irrigationPlan[0]!;
    expect(
      (await ask('system/conf', 'irrigationPlan', 'update', { ...plan, secondsPerValve: 3600 })).code,
    ).toBe(0);
    const start = await ask('rotationIrrigation/cmd', 'rotationIrrigation', 'cmd', {
      action: 'start',
      pid: plan.pid,
    });
    expect(start.code).toBe(0);
    await advance(5 * minute);
    const seen = reports();
    expect(seen.length).toBeGreaterThan(5); // one per sensor round while the program runs
    const last = seen.at(-1)!;
    expect(last).toMatchObject({ state: 'dosing', pid: plan.pid, ecTarget: 2.6 });
    expect(Math.abs(last.ec! - 2.6)).toBeLessThan(0.2);
    const levels = seen.filter((s) => s.state === 'dosing').map((s) => s.tanks[0]!.volumeL);
    expect(levels.at(-1)!).toBeLessThan(levels[0]!);
    for (let i = 1; i < levels.length; i++) expect(levels[i]!).toBeLessThanOrEqual(levels[i - 1]!);
    expect(app.invalid).toEqual([]);
  });

  it('a tankLow fault stops dosing with a critical alarm; a refill clears it', async () => {
    const set = applyFaultCommand(sim.faults, {
      op: 'set',
      kind: 'tankLow',
      target: { sn: server.sn, id: 1 },
    });
    expect(set.ok).toBe(true);
    await advance(minute);
    await expect.poll(() => reports().at(-1)?.state).toBe('stopped');
    expect(reports().at(-1)).toMatchObject({ stopReason: 'tankEmpty', stopTank: 'A罐' });
    const raised = alarms().find((a) => a.refId === 1 && a.state === 'open')!;
    expect(raised).toMatchObject({ source: 'fertigation', severity: 'critical' });
    expect(raised.message).toContain('A罐');
    const listed = (await ask('system/conf', 'alarm', 'list', {})).data as AlarmRecord[];
    expect(listed.some((a) => a.alid === raised.alid && a.state === 'open')).toBe(true);

    const refill = await ask('fertigation/cmd', 'fertigation', 'cmd', {
      action: 'refill',
      fid: 1,
      tank: 'A罐',
    });
    expect(refill.code).toBe(0);
    expect(refill.data).toMatchObject({ state: 'dosing', stopReason: null });
    await expect
      .poll(() => alarms().find((a) => a.alid === raised.alid && a.state === 'cleared'))
      .toBeDefined();
    expect(sim.faults.list()).toEqual([]);
  });

  it('a reset refills every tank', async () => {
    await advance(2 * minute);
    const before = (await ask('fertigation/cmd', 'fertigation', 'cmd', { action: 'status', fid: 1 }))
      .data as FertCenterStatus;
    expect(before.tanks[1]!.volumeL).toBeLessThan(1000);
    await controlTargetOf(sim).reset?.('run');
    const after = (await ask('fertigation/cmd', 'fertigation', 'cmd', { action: 'status' }))
      .data as FertCenterStatus[];
    for (const centre of after) for (const t of centre.tanks) expect(t.volumeL).toBe(t.capacityL);
    expect(app.invalid).toEqual([]);
  });
});
