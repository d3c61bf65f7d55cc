/**
 * A zone added at run time through `system/conf` joins the controller's physics: its sensor reports
 * its own air on `sensor/data` (a shut house in the sun heats above the ventilated one) and opening
 * its vent cools it; a deleted zone leaves the physics without a crash. Over aedes, stepped clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerSubscriptions, type Reading } from '../../protocol/index.ts';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../../simulator/clock.ts';
import { startSimulator, type RunningSimulator } from '../../simulator/index.ts';
import { connectWatcher, startTestBroker, type TestBroker } from '../../simulator/testing/test-broker.ts';

// The model's own greenhouse: the figures below are its vent's and cover's (a built farm's drawn physics,
// a stiffer vent on a better-insulated house, cools it by less than 3 K in 30 minutes).
const { servers, ...built } = makeFarm(31, { servers: 1, zonesPerServer: 1 });
const farm = { ...built, servers: servers.map(({ physics: _physics, ...server }) => server) };
const base = farm.servers[0]!.server.mqttBaseTopic;
const minute = 60_000;
let broker: TestBroker;
let sim: RunningSimulator;
let app: Awaited<ReturnType<typeof connectWatcher>>;
const logs: string[] = [];

beforeAll(async () => {
  broker = await startTestBroker();
  app = await connectWatcher(broker.url, [`${base}/#`], controllerSubscriptions);
  sim = await startSimulator({
    warmDays: 0,
    brokerUrl: broker.url,
    farm,
    // 13:00 at UTC+8, with a bright calm sky held by an override.
    clock: createClock({ mode: 'stepped', start: Date.UTC(2025, 6, 15, 5) }),
    log: (line) => logs.push(line),
  });
  sim.weather.add({ outTemp: 26, outHum: 55, radiation: 850, windSpeed: 1, rain: 0, blendMs: 0 });
});
afterAll(async () => {
  await app?.close();
  await sim?.stop();
  await broker?.close();
});

/** Sends a request and waits for its answer's data. */
async function ask(name: string, confTyp: string, method: string, para: unknown) {
  const qryId = await app.request(base, name, confTyp, method, para);
  await expect.poll(() => app.answer(qryId), { timeout: 10_000 }).toBeDefined();
  const ack = app.answer(qryId) as { code: number; msg: string; data: Record<string, number> };
  expect(ack, ack.msg).toMatchObject({ code: 0 });
  return ack.data;
}

/** Advances the clock in publish-sized steps and returns the last published value of `sid`. */
async function advance(ms: number, sid: number): Promise<number> {
  for (let t = 0; t < ms; t += 10_000) sim.clock.advance(10_000);
  // The publication of this moment (cadence 5 s), not one still on its way.
  const now = sim.controllers[0]!.context.now();
  const latest = () => app.on('sensor/data').at(-1) as { ts: number; readings: Reading[] } | undefined;
  await expect.poll(() => latest()?.ts ?? 0, { timeout: 15_000 }).toBeGreaterThan(now - 5_000);
  const last = latest()!;
  const reading = last.readings.find((r) => r.sid === sid);
  expect(reading?.q).toBe(0);
  return reading!.v!;
}

describe('a zone added at run time', () => {
  it('is simulated: its air heats shut in the sun, its vent cools it, and its deletion is survived', async () => {
    const zone = await ask('system/conf', 'zone', 'add', { name: '新棚', area: 400, crop: '', order: 9 });
    const zid = zone.f_zone_id!;
    const sensor = { zid, type: 'airTemp', offset: 0, min: -10, max: 80, enabled: true };
    const { sid } = await ask('system/conf', 'sensor', 'add', { ...sensor, name: '新棚空气温度' });
    const vent = { zid, kind: 'roller', travelTime: 60, interlocks: [], enabled: true };
    const { aid } = await ask('system/conf', 'actuator', 'add', { ...vent, name: '新棚卷膜' });
    const oldSid = sim.controllers[0]!.context.config.list('sensor').find((s) => s.type === 'airTemp')!.sid;

    const first = await advance(minute, sid!);
    const shut = await advance(30 * minute, sid!);
    // Its own air: shut in the sun it climbs well above the old zone, whose vents automation opens.
    expect(shut - first).toBeGreaterThan(3);
    expect(shut - (await advance(10_000, oldSid))).toBeGreaterThan(3);

    await ask('actuator/cmd', 'actuator', 'cmd', { aid, action: 'set', value: 100 });
    const opened = await advance(30 * minute, sid!);
    expect(shut - opened).toBeGreaterThan(3);

    await ask('system/conf', 'zone', 'delete', { f_zone_id: zid });
    // Its orphaned sensor now reads the site (the old zone): no crash, no watchdog reboot.
    const after = await advance(5 * minute, sid!);
    expect(Math.abs(after - (await advance(10_000, oldSid)))).toBeLessThan(1.5);
    expect(logs.filter((l) => /tick failed|reboot/.test(l))).toEqual([]);
    expect(app.invalid).toEqual([]);
  }, 60_000);
});
