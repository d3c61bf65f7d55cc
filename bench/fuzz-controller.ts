/**
 * Fuzz bench: 100,000 generated payloads over every request topic to a running controller
 * through a real aedes broker, then: crashes (uncaught exceptions, unhandled rejections, the
 * controller no longer answering), answers by code, handler faults (code 7) and whether the
 * configuration changed. Reproducible: the payloads come from a seeded generator.
 *
 * The "configuration unchanged" figure is honest only if no generated request is a valid change:
 * every payload is checked with the protocol's own request check, and a valid add/update/delete,
 * timeSync, reboot or alarmAck is turned into an invalid one before it is sent.
 */
import mqtt from 'mqtt';
import { deflateSync } from 'node:zlib';
import { controllerSubscriptions, validateMessage, type RequestTopicName } from '../protocol/index.ts';
import { messageExamples } from '../protocol/examples.ts';
import { makeFarm } from '../fixtures/farms.ts';
import { createClock } from '../simulator/clock.ts';
import { startSimulator } from '../simulator/index.ts';
import { createRandom, type Random } from '../model/random.ts';
import { connectWatcher, startTestBroker } from '../simulator/testing/test-broker.ts';

const topics = controllerSubscriptions;
const weird: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -1e308,
  9_000_000_000_000_000,
  Number.MAX_SAFE_INTEGER,
  '',
  'x'.repeat(5000),
  'Mars/Olympus',
  '__proto__',
  [],
  {},
  { __proto__: { polluted: true } },
  [[[[[[[[[[[]]]]]]]]]]],
];

/** A valid request of `topic`, to be bent out of shape. */
function example(topic: RequestTopicName): Record<string, unknown> {
  return structuredClone(messageExamples[topic]) as Record<string, unknown>;
}

function bend(random: Random, value: Record<string, unknown>): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random.next() * list.length)] as T;
  const out = { ...value };
  const para = { ...((out.para as Record<string, unknown>) ?? {}) };
  const keys = Object.keys(para);
  switch (Math.floor(random.next() * 7)) {
    case 0:
      if (keys.length) para[pick(keys)] = pick(weird);
      break;
    case 1:
      out[pick(['confTyp', 'method', 'qryId', 'para'])] = pick(weird);
      break;
    case 2:
      out.method = pick(['add', 'update', 'delete', 'list', 'query', 'cmd', 'drop']);
      out.confTyp = pick(['zone', 'sensor', 'actuator', 'strategy', 'system', 'alarmRule', 'log', 'nope']);
      break;
    case 3:
      para[pick(['action', 'aid', 'time', 'value', 'duration', 'sids', 'from', 'to', 'step'])] = pick(weird);
      break;
    case 4:
      Object.assign(para, JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}'));
      break;
    case 5:
      out.para = pick(weird);
      return out;
    default:
      for (const key of keys) if (random.next() < 0.5) delete para[key];
  }
  out.para = para;
  out.qryId = `f${Math.floor(random.next() * 1e9).toString(36)}`;
  return out;
}

/** A request that would validly change configuration, time or uptime: never sent as such. */
function wouldChange(topic: RequestTopicName, payload: unknown): boolean {
  const checked = validateMessage(topic, payload);
  if (!checked.ok) return false;
  const value = payload as { method?: string; para?: { action?: string } };
  if (topic === 'system/conf') return ['add', 'update', 'delete'].includes(String(value.method));
  if (topic === 'system/cmd') return ['timeSync', 'reboot', 'alarmAck'].includes(String(value.para?.action));
  return false;
}

function generate(random: Random): { topic: RequestTopicName; payload: Buffer; retain: boolean } {
  const topic = topics[Math.floor(random.next() * topics.length)] as RequestTopicName;
  const kind = random.next();
  const retain = random.next() < 0.02;
  if (kind < 0.05) {
    const bytes = Buffer.alloc(Math.floor(random.next() * 200));
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random.next() * 256);
    return { topic, payload: bytes, retain };
  }
  if (kind < 0.08) return { topic, payload: Buffer.from([0x78, 0x9c, 0xff, 0x00, 0x13]), retain };
  let value: Record<string, unknown> = example(topic);
  for (let n = 1 + Math.floor(random.next() * 3); n > 0; n--) value = bend(random, value);
  if (wouldChange(topic, value)) value = { ...value, para: { ...(value.para as object), action: 'none' } };
  if (wouldChange(topic, value)) value = { ...value, method: 'frobnicate' };
  const text = JSON.stringify(value) ?? 'null';
  return { topic, payload: kind < 0.12 ? deflateSync(text) : Buffer.from(text), retain };
}

const comparable = (inventory: Record<string, unknown>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(inventory).filter(([k]) => !['log', 'alarm', 'output'].includes(k))),
  );

export async function fuzzController(total = 100_000, seed = 'fuzz-11'): Promise<boolean> {
  let crashes = 0;
  const onCrash = (error: unknown) => {
    crashes++;
    if (crashes <= 3) console.error('[fuzz] crash:', error);
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  const broker = await startTestBroker();
  const farm = makeFarm(11, { servers: 1, zonesPerServer: 2 });
  const base = farm.servers[0]!.server.mqttBaseTopic;
  const faults: string[] = [];
  const sim = await startSimulator({
    warmDays: 0,
    brokerUrl: broker.url,
    farm,
    clock: createClock({ mode: 'stepped' }),
    log: (line) => void (line.includes(': handler for ') && faults.push(line)),
  });
  const controller = sim.controllers[0]!;
  const watcher = await connectWatcher(broker.url, [`${base}/#`], controllerSubscriptions);
  const before = comparable(controller.context.config.snapshot());
  const timezone = controller.context.system.timezone;
  const publisher = await mqtt.connectAsync(broker.url, { clientId: 'fuzzer', reconnectPeriod: 0 });
  const random = createRandom(seed);
  const started = performance.now();
  const received = () => controller.stats.received;
  const start = received();
  for (let sent = 0; sent < total; sent++) {
    const { topic, payload, retain } = generate(random);
    publisher.publish(`${base}/${topic}`, payload, { qos: 0, retain });
    if (sent % 500 === 499) {
      // Let the controller keep up, and let its world tick over what it was sent.
      while (received() - start < sent - 2000) await new Promise((r) => setImmediate(r));
      sim.clock.advance(10_000);
    }
  }
  while (received() - start < total && performance.now() - started < 120_000)
    await new Promise((r) => setTimeout(r, 20));
  const seconds = (performance.now() - started) / 1000;
  const status = await watcher.request(base, 'system/cmd', 'system', 'cmd', { action: 'status' });
  const deadline = Date.now() + 5000;
  while (!watcher.answer(status) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const alive = (watcher.answer(status) as { code?: number } | undefined)?.code === 0;
  const codes = new Map<string, number>();
  for (const m of watcher.seen) {
    const code = (m.value as { code?: unknown } | undefined)?.code;
    if (m.name.endsWith('ack') || m.name === 'sensor/historyData')
      codes.set(String(code), (codes.get(String(code)) ?? 0) + 1);
  }
  const after = comparable(controller.context.config.snapshot());
  const unchanged = before === after && controller.context.system.timezone === timezone;
  const polluted = 'polluted' in {};

  console.log(
    `\nfuzz: ${total} generated payloads over ${topics.length} request topics to one controller (seed ${seed})`,
  );
  console.log(
    `  delivered to the controller      ${received() - start} in ${seconds.toFixed(1)} s (${((received() - start) / seconds).toFixed(0)}/s)`,
  );
  console.log(
    `  answers by code                  ${[...codes]
      .sort()
      .map(([c, n]) => `${c}: ${n}`)
      .join(', ')}`,
  );
  console.log(`  dropped before an answer         ${controller.stats.rejected}`);
  console.log(`  handler faults (code 7) logged   ${faults.length}`);
  console.log(`  crashes                          ${crashes}`);
  console.log(`  controller answers afterwards    ${alive ? 'yes' : 'NO'}`);
  console.log(`  configuration unchanged          ${unchanged ? 'yes' : 'NO'}`);
  console.log(`  Object.prototype polluted        ${polluted ? 'YES' : 'no'}`);
  for (const line of faults.slice(0, 3)) console.log(`    ${line.slice(0, 200)}`);

  await publisher.endAsync();
  await watcher.close();
  await sim.stop();
  await broker.close();
  process.off('uncaughtException', onCrash);
  process.off('unhandledRejection', onCrash);
  return crashes === 0 && alive && unchanged && !polluted;
}
