/**
 * Bad requests to a controller, on real sockets: no request can stop a controller or the
 * process, a retained request is never replayed, a request sent twice is applied once.
 */
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllerSubscriptions } from '../../protocol/index.ts';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../../simulator/clock.ts';
import { handlers } from '../../simulator/controller/dispatcher.ts';
import { startSimulator, type RunningSimulator } from '../../simulator/index.ts';
import { connectWatcher, startTestBroker, type TestBroker } from '../../simulator/testing/test-broker.ts';

const farm = makeFarm(31, { servers: 2, zonesPerServer: 1 });
const [first, second] = farm.servers.map((s) => s.server) as [
  (typeof farm.servers)[0]['server'],
  (typeof farm.servers)[0]['server'],
];
const logs: string[] = [];
let broker: TestBroker;
let sim: RunningSimulator;
let app: Awaited<ReturnType<typeof connectWatcher>>;

const controller = (sn: string) => sim.controllers.find((c) => c.sn === sn)!;
const answerOf = async (qryId: string) => {
  await expect.poll(() => app.answer(qryId)).toBeDefined();
  return app.answer(qryId) as { code: number; msg: string; data?: unknown };
};
const dataFrom = (sn: string) => app.on('sensor/data').filter((d) => d.sn === sn).length;

beforeAll(async () => {
  broker = await startTestBroker();
  app = await connectWatcher(
    broker.url,
    farm.servers.map((s) => `${s.server.mqttBaseTopic}/#`),
    controllerSubscriptions,
  );
  sim = await startSimulator({
    warmDays: 0,
    brokerUrl: broker.url,
    farm,
    clock: createClock({ mode: 'stepped' }),
    log: (line) => logs.push(line),
  });
});
afterAll(async () => {
  await app?.close();
  await sim?.stop();
  await broker?.close();
});

describe('a controller under bad requests', () => {
  it('refuses a timeSync far in the future with code 2, keeps its time and keeps running', async () => {
    const before = controller(first.sn).context.now();
    const qryId = await app.request(first.mqttBaseTopic, 'system/cmd', 'system', 'cmd', {
      action: 'timeSync',
      time: 9_000_000_000_000_000,
    });
    expect((await answerOf(qryId)).code).toBe(2);
    expect(Math.abs(controller(first.sn).context.now() - before)).toBeLessThan(1000);
    const published = dataFrom(first.sn);
    sim.clock.advance(30_000);
    await expect.poll(() => dataFrom(first.sn)).toBeGreaterThan(published);
    expect(logs.filter((l) => l.includes('tick failed'))).toEqual([]);
  });

  it('refuses a time zone that is not an IANA name, and keeps the old one', async () => {
    const info = controller(first.sn).context.systemInfo();
    const qryId = await app.request(first.mqttBaseTopic, 'system/conf', 'system', 'update', {
      ...info,
      timezone: 'Mars/Olympus',
    });
    const ack = await answerOf(qryId);
    expect(ack.code).toBe(2);
    expect(ack.msg).toMatch(/time zone/i);
    expect(controller(first.sn).context.system.timezone).toBe(info.timezone);
  });

  it('answers code 7 when a handler throws, and answers the next request as usual', async () => {
    const real = handlers['heating/cmd'];
    handlers['heating/cmd'] = {
      answerOn: real.answerOn,
      handle: () => {
        throw new Error('a firmware bug');
      },
    };
    try {
      const broken = await app.request(first.mqttBaseTopic, 'heating/cmd', 'heating', 'cmd', {
        action: 'status',
      });
      expect((await answerOf(broken)).code).toBe(7);
    } finally {
      handlers['heating/cmd'] = real;
    }
    const next = await app.request(first.mqttBaseTopic, 'system/cmd', 'system', 'cmd', { action: 'status' });
    expect((await answerOf(next)).code).toBe(0);
  });

  it('reboots only the controller whose world tick throws (watchdog), the other keeps publishing', async () => {
    const ctx = controller(first.sn).context;
    const list = ctx.config.list.bind(ctx.config);
    let failing = true;
    ctx.config.list = ((typ: Parameters<typeof list>[0]) => {
      if (failing) throw new Error('state is unusable');
      return list(typ);
    }) as typeof ctx.config.list;
    try {
      const other = dataFrom(second.sn);
      sim.clock.advance(20_000);
      await expect.poll(() => logs.some((l) => l.includes(`${first.sn}: world tick failed`))).toBe(true);
      expect(logs.some((l) => l.includes(`${first.sn}: rebooting`))).toBe(true);
      expect(logs.some((l) => l.includes(`${second.sn}: rebooting`))).toBe(false);
      await expect.poll(() => dataFrom(second.sn)).toBeGreaterThan(other);
    } finally {
      failing = false;
      ctx.config.list = list;
    }
    const mine = dataFrom(first.sn);
    sim.clock.advance(20_000);
    await expect.poll(() => controller(first.sn).online).toBe(true);
    sim.clock.advance(10_000);
    await expect.poll(() => dataFrom(first.sn)).toBeGreaterThan(mine);
  });

  it('applies a request delivered twice with one qryId once, and answers both alike', async () => {
    const zones = () => controller(second.sn).context.config.list('zone').length;
    const before = zones();
    const request = JSON.stringify({
      confTyp: 'zone',
      method: 'add',
      qryId: 'twice-1',
      para: { name: '重发棚', area: 100, crop: '', order: 5 },
    });
    const topic = `${second.mqttBaseTopic}/system/conf`;
    await app.client.publishAsync(topic, request, { qos: 1 });
    await app.client.publishAsync(topic, request, { qos: 1 });
    const acks = () => app.on('system/confack').filter((a) => a.qryId === 'twice-1');
    await expect.poll(() => acks().length).toBe(2);
    expect(acks()[1]).toEqual(acks()[0]);
    expect(zones()).toBe(before + 1);
  });

  it('never applies a retained request again when it reconnects', async () => {
    const zones = () => controller(second.sn).context.config.list('zone').length;
    const before = zones();
    const setter = await mqtt.connectAsync(broker.url, { clientId: 'retainer', reconnectPeriod: 0 });
    await setter.publishAsync(
      `${second.mqttBaseTopic}/system/conf`,
      JSON.stringify({
        confTyp: 'zone',
        method: 'add',
        qryId: 'kept-1',
        para: { name: '保留棚', area: 100, crop: '', order: 6 },
      }),
      { qos: 1, retain: true },
    );
    await setter.endAsync();
    await expect.poll(zones).toBe(before + 1);
    controller(second.sn).reboot();
    sim.clock.advance(6_000);
    await expect.poll(() => controller(second.sn).online).toBe(true);
    await expect.poll(() => logs.some((l) => l.includes('a retained request is never applied'))).toBe(true);
    expect(zones()).toBe(before + 1);
    expect(app.on('system/confack').filter((a) => a.qryId === 'kept-1')).toHaveLength(1);
  });
});
