/** Record a simulated controller's traffic off a real broker, replay it into another, record again. */
import { afterAll, describe, expect, it } from 'vitest';
import { makeFarm } from '../../fixtures/farms.ts';
import { createClock } from '../../simulator/clock.ts';
import { createMqttTransport } from '../../simulator/controller/transport-mqtt.ts';
import { startSimulator } from '../../simulator/index.ts';
import { parseTrace, replayTrace, startRecorder, type TraceLine } from '../../simulator/recorder/index.ts';
import { connectWatcher, startTestBroker, type TestBroker } from '../../simulator/testing/test-broker.ts';

const brokers: TestBroker[] = [];
const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  for (const broker of brokers) await broker.close();
});

async function recorderOn(
  broker: TestBroker,
  base: string,
  clock: ReturnType<typeof createClock>,
  id: string,
) {
  const transport = createMqttTransport({ url: broker.url, clientId: id });
  await transport.connect();
  closers.push(() => transport.end());
  return startRecorder({ transport, bases: [base], clock });
}

const strip = (lines: TraceLine[]) =>
  lines.map(({ topic, payload, qos, retain, malformed }) => ({ topic, payload, qos, retain, malformed }));

describe('record then replay over aedes', () => {
  it('reproduces the recorded messages in order', async () => {
    const farm = makeFarm(41, { servers: 1, zonesPerServer: 1 });
    const base = farm.servers[0]!.server.mqttBaseTopic;
    const source = await startTestBroker();
    const target = await startTestBroker();
    brokers.push(source, target);
    const clock = createClock({ mode: 'stepped' });
    const recorder = await recorderOn(source, base, clock, 'rec-a');
    const sim = await startSimulator({
      brokerUrl: source.url,
      farm,
      clock,
      warmDays: 0,
      log: () => undefined,
    });
    closers.push(() => sim.stop());
    const app = await connectWatcher(source.url, [`${base}/#`]);
    closers.push(() => app.close());
    await app.request(base, 'actuator/cmd', 'actuator', 'cmd', { aid: 1, action: 'set', value: 20 });
    await expect.poll(() => recorder.lines.some((l) => l.topic.endsWith('actuator/cmdack'))).toBe(true);
    for (let i = 0; i < 12; i++) {
      const before = recorder.lines.length;
      clock.advance(5000);
      await expect.poll(() => recorder.lines.length).toBeGreaterThan(before);
    }
    recorder.stop();
    const parsed = parseTrace(recorder.text());
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
    expect(parsed.entries.length).toBeGreaterThan(20);

    const replayClock = createClock({ mode: 'stepped' });
    const again = await recorderOn(target, base, replayClock, 'rec-b');
    const player = createMqttTransport({ url: target.url, clientId: 'player' });
    await player.connect();
    closers.push(() => player.end());
    const result = await replayTrace(parsed.entries, {
      transport: player,
      clock: replayClock,
      speed: Infinity,
    });
    expect(result).toEqual({ published: parsed.entries.length, failed: 0 });
    await expect.poll(() => again.lines.length).toBe(parsed.entries.length);
    expect(strip(again.lines)).toEqual(strip(recorder.lines));
  });
});
