/** A controller on an in-memory bus with a stepped clock and an app-side client: for unit tests. */
import {
  controllerSubscriptions,
  decode,
  parseTopic,
  topicOf,
  validateMessage,
  type BaseTopicName,
  type RequestTopicName,
} from '../../protocol/index.ts';
import { makeFarm, type ServerFixture } from '../../fixtures/farms.ts';
import { createClock } from '../clock.ts';
import { createFaults } from '../faults.ts';
import { createRandom } from '../../model/random.ts';
import { createController, type ControllerOptions } from '../controller/controller.ts';
import { createMemoryBus } from '../controller/transport-memory.ts';

export type Received = { topic: string; name: string; value: unknown; compressed: boolean; bytes: number };
type Obj = Record<string, unknown>;

export async function createRig(
  options: Partial<ControllerOptions> & { fixture?: ServerFixture; zones?: number } = {},
) {
  const fixture =
    options.fixture ?? makeFarm(11, { servers: 1, zonesPerServer: options.zones ?? 2 }).servers[0];
  if (!fixture) throw new Error('no fixture');
  const clock = options.clock ?? createClock({ mode: 'stepped' });
  const faults = options.faults ?? createFaults({ now: clock.now });
  const bus = createMemoryBus();
  const logs: string[] = [];
  const controller = createController({
    server: fixture.server,
    inventory: fixture.inventory,
    random: createRandom(1),
    transport: bus.client(fixture.server.sn),
    log: (line) => logs.push(line),
    // No warm-up unless a test asks for one: rigs are many and short.
    world: { warmDays: 0 },
    ...options,
    clock,
    faults,
  });
  const app = bus.client('app');
  const received: Received[] = [];
  const invalid: string[] = [];
  app.onMessage((topic, payload) => {
    const parsed = parseTopic(topic);
    // Requests are the test's own (sometimes deliberately broken) publishes: only check the controller's.
    if (parsed.ok && (controllerSubscriptions as readonly string[]).includes(parsed.name)) return;
    const decoded = decode(payload);
    if (!parsed.ok || !decoded.ok) return void invalid.push(`${topic}: undecodable`);
    const checked = validateMessage(parsed.name, decoded.value);
    if (!checked.ok) invalid.push(`${topic}: ${checked.reason}`);
    received.push({
      topic,
      name: parsed.name,
      value: decoded.value,
      compressed: decoded.compressed,
      bytes: payload.byteLength,
    });
  });
  await app.connect();
  await app.subscribe([`${fixture.server.mqttBaseTopic}/#`]);
  let n = 0;
  const base = fixture.server.mqttBaseTopic;
  const rig = {
    fixture,
    clock,
    faults,
    bus,
    app,
    controller,
    received,
    invalid,
    logs,
    base,
    ctx: controller.context,
    /** Messages on one topic name, decoded. */
    on: (name: BaseTopicName | 'system/otaschup') =>
      received.filter((m) => m.name === name).map((m) => m.value as Obj),
    /** Publishes a request and returns its answer (the memory bus delivers synchronously). */
    async request(
      topic: RequestTopicName,
      confTyp: string,
      method: string,
      para: unknown,
    ): Promise<Obj | undefined> {
      const qryId = `q-${++n}`;
      await app.publish(
        topicOf(base, topic),
        new TextEncoder().encode(JSON.stringify({ confTyp, method, qryId, para })),
        { qos: 1, retain: false },
      );
      return received.map((m) => m.value as Obj).find((v) => v && v.qryId === qryId);
    },
    conf: (confTyp: string, method: string, para: unknown = {}) =>
      rig.request('system/conf', confTyp, method, para),
    /** Reports (qryId null) on a topic. */
    reports: (name: BaseTopicName) => rig.on(name).filter((v) => v.qryId === null),
  };
  await controller.start();
  return rig;
}
