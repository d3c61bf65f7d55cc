/** The simulator against a real aedes broker, driven by a real MQTT.js client. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerSubscriptions } from '../../protocol/index.ts';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../../simulator/clock.ts';
import { startSimulator, type RunningSimulator } from '../../simulator/index.ts';
import { connectWatcher, startTestBroker, type TestBroker } from '../../simulator/testing/test-broker.ts';

const farm = makeFarm(21, { servers: 2, zonesPerServer: 2 });
const server = farm.servers[0]!.server;
let broker: TestBroker;
let sim: RunningSimulator;
let app: Awaited<ReturnType<typeof connectWatcher>>;

beforeAll(async () => {
  broker = await startTestBroker();
  app = await connectWatcher(broker.url, [`${server.mqttBaseTopic}/#`], controllerSubscriptions);
  sim = await startSimulator({
    warmDays: 0,
    brokerUrl: broker.url,
    farm,
    clock: createClock({ mode: 'stepped' }),
    log: () => undefined,
  });
});
afterAll(async () => {
  await app?.close();
  await sim?.stop();
  await broker?.close();
});

describe('simulated controller over aedes', () => {
  it('announces itself on connect and publishes sensor data on its cadence', async () => {
    await expect.poll(() => app.on('system/otaschup').length).toBe(1);
    expect(app.on('system/otaschup')[0]).toMatchObject({ sn: server.sn, firmware: server.firmware });
    sim.clock.advance(10_000);
    await expect.poll(() => app.on('sensor/data').length).toBe(2);
    expect(app.invalid).toEqual([]);
  });

  it("answers the seed's zone query", async () => {
    const qryId = await app.request(server.mqttBaseTopic, 'system/conf', 'zone', 'query', { f_zone_id: 1 });
    await expect.poll(() => app.answer(qryId)).toBeDefined();
    const ack = app.answer(qryId) as {
      code: number;
      data: { zone: { f_zone_id: number }; sensors: unknown[] };
    };
    expect(ack.code).toBe(0);
    expect(ack.data.zone.f_zone_id).toBe(1);
    expect(ack.data.sensors.length).toBeGreaterThan(0);
  });

  it('moves an actuator to its target with position reports', async () => {
    const roller = sim.controllers[0]!.context.config.list('actuator').find((a) => a.kind === 'roller')!;
    const qryId = await app.request(server.mqttBaseTopic, 'actuator/cmd', 'actuator', 'cmd', {
      aid: roller.aid,
      action: 'set',
      value: 50,
    });
    await expect
      .poll(() => app.answer(qryId))
      .toMatchObject({ code: 0, data: { state: 'opening', target: 50 } });
    const steps = ((roller.travelTime ?? 0) * 1000) / 2 / 5000;
    for (let i = 0; i < steps; i++) sim.clock.advance(5000);
    const reportsOf = () =>
      app
        .on('actuator/cmdack')
        .filter((r) => r.qryId === null && (r.data as { aid: number }).aid === roller.aid)
        .map((r) => r.data as { state: string; pos: number });
    await expect.poll(() => reportsOf().at(-1)).toMatchObject({ state: 'stopped', pos: 50 });
    expect(reportsOf().length).toBeGreaterThan(10);
    expect(app.invalid).toEqual([]);
  });

  it('runs an irrigation program valve by valve with progress reports', async () => {
    const plan = sim.controllers[0]!.context.config.get('irrigationPlan', 1)!;
    const qryId = await app.request(server.mqttBaseTopic, 'rotationIrrigation/cmd', 'irrigation', 'cmd', {
      action: 'start',
      pid: plan.pid,
    });
    await expect.poll(() => app.answer(qryId)).toMatchObject({ code: 0, data: { state: 'running' } });
    for (let i = 0; i < plan.valveIds.length * plan.secondsPerValve; i += 10) sim.clock.advance(10_000);
    const progress = () =>
      app
        .on('rotationIrrigation/cmdack')
        .filter((r) => r.qryId === null)
        .map((r) => r.data as { state: string; vid: number | null });
    await expect.poll(() => progress().at(-1)).toMatchObject({ state: 'idle' });
    const order = [
      ...new Set(
        progress()
          .map((p) => p.vid)
          .filter((v) => v !== null),
      ),
    ];
    expect(order).toEqual(plan.valveIds);
    expect(app.invalid).toEqual([]);
  });
});

describe('the last readings for a new subscriber', () => {
  it('sensor/data is retained: a client that subscribes later gets the last one at once', async () => {
    await expect.poll(() => app.on('sensor/data').length, { timeout: 10_000 }).toBeGreaterThan(0);
    const late = await connectWatcher(broker.url, [`${server.mqttBaseTopic}/sensor/data`]);
    await expect.poll(() => late.seen.length, { timeout: 10_000 }).toBe(1);
    expect(late.seen[0]).toMatchObject({ name: 'sensor/data', retain: true });
    expect(late.on('sensor/data')[0]).toMatchObject({ sn: server.sn });
    await late.close();
  });
});
