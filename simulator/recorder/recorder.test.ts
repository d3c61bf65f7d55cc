import { describe, expect, it } from 'vitest';
import { deflateThreshold } from '../../protocol/index.ts';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../clock.ts';
import { createMemoryBus } from '../controller/transport-memory.ts';
import { startControllers } from '../simulator.ts';
import { startRecorder } from './record.ts';
import { replayTrace } from './replay.ts';
import { parseTrace, serializeLine } from './trace.ts';

const encoder = new TextEncoder();

/** A fixed script: readings, a manual move, a conf query, a big history answer, a malformed burst. */
async function recordScenario(seed: number) {
  const farm = makeFarm(seed, { servers: 1, zonesPerServer: 1 });
  const base = farm.servers[0]!.server.mqttBaseTopic;
  const clock = createClock({ mode: 'stepped' });
  const bus = createMemoryBus();
  const recTransport = bus.client('rec');
  await recTransport.connect();
  const recorder = await startRecorder({ transport: recTransport, bases: [base], clock });
  const sim = await startControllers({
    warmDays: 0,
    farm,
    clock,
    transport: (s) => bus.client(s.server.sn),
    log: () => undefined,
  });
  const app = bus.client('app');
  await app.connect();
  const send = (name: string, body: unknown) =>
    app.publish(`${base}/${name}`, encoder.encode(JSON.stringify(body)), { qos: 1, retain: false });
  clock.advance(10_000);
  await send('actuator/cmd', {
    confTyp: 'actuator',
    method: 'cmd',
    qryId: 'a1',
    para: { aid: 1, action: 'set', value: 30 },
  });
  clock.advance(3600_000);
  await send('system/conf', { confTyp: 'zone', method: 'query', qryId: 'z1', para: { f_zone_id: 1 } });
  const to = clock.now();
  await send('sensor/query/historyData', {
    confTyp: 'sensor',
    method: 'history',
    qryId: 'h1',
    para: { sids: [1, 2, 3, 4, 5, 6, 7], from: to - 3600_000, to, step: 5000 },
  });
  sim.faults.set('malformedBurst', {}, { count: 6 });
  clock.advance(5000);
  await sim.stop();
  recorder.stop();
  return { text: recorder.text(), base };
}

describe('recorder', () => {
  it('gives a byte-identical trace for the same seed and steps', async () => {
    const first = await recordScenario(31);
    const second = await recordScenario(31);
    expect(first.text.length).toBeGreaterThan(10_000);
    expect(second.text).toBe(first.text);
    expect((await recordScenario(32)).text).not.toBe(first.text);
  }, 30_000); // three recordings of about 2-3 s each on a loaded 2-core machine

  it('keeps deflated payloads as base64 and flags malformed ones', async () => {
    const { text } = await recordScenario(31);
    const parsed = parseTrace(text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const history = parsed.entries.find((e) => e.topic.endsWith('sensor/historyData'))!;
    expect(typeof history.payload).toBe('object');
    expect(history.bytes.byteLength).toBeLessThan(deflateThreshold * 4);
    expect(parsed.entries.filter((e) => e.malformed)).toHaveLength(6);
  });

  it('replays a trace so that recording the replay gives the same trace', async () => {
    const { text, base } = await recordScenario(33);
    const parsed = parseTrace(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    const clock = createClock({ mode: 'stepped' });
    const bus = createMemoryBus();
    const rec = bus.client('rec');
    await rec.connect();
    const recorder = await startRecorder({ transport: rec, bases: [base], clock });
    const player = bus.client('player');
    await player.connect();
    const done = replayTrace(parsed.entries, { transport: player, clock, speed: 1 });
    const last = parsed.entries.at(-1)!.t;
    for (let t = 0; t <= last; t += 1000) {
      clock.advance(1000);
      await Promise.resolve();
    }
    await expect(done).resolves.toEqual({ published: parsed.entries.length, failed: 0 });
    expect(recorder.text()).toBe(text);
  });

  it('replays faster and as fast as possible, in order', async () => {
    const { text } = await recordScenario(34);
    const parsed = parseTrace(text);
    if (!parsed.ok) throw new Error('bad trace');
    const bus = createMemoryBus();
    const player = bus.client('player');
    await player.connect();
    await replayTrace(parsed.entries, {
      transport: player,
      clock: createClock({ mode: 'stepped' }),
      speed: Infinity,
      mapBase: { [parsed.entries[0]!.topic.split('/').slice(0, 2).join('/')]: 'farm/copy' },
    });
    expect(bus.messages.map((m) => m.topic.replace(/^farm\/copy/, ''))).toEqual(
      parsed.entries.map((e) => e.topic.replace(/^farm\/[^/]+/, '')),
    );
    const clock = createClock({ mode: 'stepped' });
    const fast = replayTrace(parsed.entries, { transport: player, clock, speed: 100 });
    clock.advance(parsed.entries.at(-1)!.t / 100 + 1);
    await expect(fast).resolves.toMatchObject({ failed: 0 });
  });

  it('rejects a bad trace whole, naming each bad line', () => {
    const good = serializeLine({
      t: 0,
      topic: 'farm/x/sensor/data',
      payload: '{"sn":"x","ts":1,"readings":[]}',
      qos: 0,
      retain: false,
    });
    const text = [
      good,
      'not json',
      serializeLine({ t: 5, topic: 'farm/x/sensor/data', payload: '{"sn":"x"}', qos: 0, retain: false }),
      serializeLine({ t: 6, topic: 'farm/x/nowhere', payload: '{}', qos: 0, retain: false }),
      JSON.stringify({ t: -1, topic: 'farm/x/sensor/data', payload: '{}', qos: 3, retain: false }),
      serializeLine({
        t: 1,
        topic: 'farm/x/sensor/data',
        payload: '{"sn":"x","ts":1,"readings":[]}',
        qos: 0,
        retain: false,
      }),
      serializeLine({
        t: 9,
        topic: 'farm/x/sensor/data',
        payload: { base64: 'AAEC' },
        qos: 0,
        retain: false,
        malformed: true,
      }),
    ].join('\n');
    const parsed = parseTrace(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((p) => p.line)).toEqual([2, 3, 4, 5]);
    expect(parseTrace(`${good}\n`).ok).toBe(true);
  });
});
