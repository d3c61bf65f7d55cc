/** The contract monitor on real sockets: violations counted per client and topic, logged, dropped in strict mode. */
import type { MqttClient } from 'mqtt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encode } from '../../protocol/codec.ts';
import { messageExamples } from '../../protocol/examples.ts';
import { startBroker, type RunningBroker } from '../../broker/index.ts';
import { report } from '../../broker/stats-format.ts';
import { appId, collect, connectClient, end, publish, subscribeCodes } from '../support/mqtt-clients.ts';

const auth = { mode: 'fixed' as const, username: 'gh-demo', password: 'fixed-secret-for-tests' };
const topic = 'farm/gh-1/sensor/data';
const controllers = {
  verify: (sn: string, secret: string) =>
    sn === 'GH0001' && secret === 'controller-secret'
      ? { ok: true as const, base: 'farm/gh-1' }
      : { ok: false as const },
};
const valid = JSON.stringify(messageExamples['sensor/data']);
const violations: [string, string | Buffer][] = [
  [topic, Buffer.from([0xff, 0xfe, 0x00, 0x01])],
  [topic, Buffer.from([0x78, 0x9c, 0x01, 0x02, 0x03])],
  [topic, '{"sn":"GH0001","ts":"yesterday","readings":[]}'],
  ['farm/gh-1/system/conf', JSON.stringify({ confTyp: 'zone', method: 'query', qryId: 'q1', para: {} })],
];

let broker: RunningBroker;
let clients: MqttClient[] = [];
let logs: string[] = [];

async function world(strict: boolean, monitorThread = false, monitorChecksPerSecond?: number) {
  logs = [];
  broker = await startBroker({
    auth,
    controllers,
    strict,
    monitorThread,
    monitorChecksPerSecond,
    log: (line) => void logs.push(line),
  });
  const watcher = await connectClient(broker.wsUrl, { ...auth, clientId: appId(auth.username, 'watcher') });
  // Reports come only from the controller: the sender is the controller of farm/gh-1.
  const sender = await connectClient(broker.tcpUrl, {
    username: 'GH0001',
    password: 'controller-secret',
    clientId: 'GH0001',
  });
  clients = [watcher, sender];
  await subscribeCodes(watcher, ['farm/gh-1/#'], 1);
  return { seen: collect(watcher), sender };
}

afterEach(async () => {
  await Promise.all(clients.map(end));
  await broker.close();
});

describe('contract monitor', () => {
  // Checked before delivery (in-process brokers), or after it in the monitor's thread (npm run broker).
  it.each([
    ['before delivery', false],
    ["in the monitor's thread", true],
  ])(
    'passes violations on but counts them per client and topic with the reason, checked %s',
    async (_, thread) => {
      const { seen, sender } = await world(false, thread);
      for (const [t, payload] of violations) await publish(sender, t, payload, 1);
      await publish(sender, topic, Buffer.from(encode(messageExamples['sensor/data'], { deflate: true })), 1);
      await publish(sender, 'farm/gh-1/chat/room', 'not part of the contract', 1);
      await vi.waitFor(() => expect(seen).toHaveLength(violations.length + 2));
      await vi.waitFor(() => expect(broker.stats().violations.total).toBe(4));

      const stats = broker.stats();
      expect(stats.violations.total).toBe(4);
      expect(stats.violations.dropped).toBe(0);
      expect(stats.violations.byClient.GH0001?.[topic]).toMatchObject({
        count: 3,

        lastReason: expect.stringMatching(/^ts:/),
      });
      expect(stats.violations.byClient.GH0001?.['farm/gh-1/system/conf']?.lastReason).toMatch(/f_zone_id/);
      expect(stats.clients.list.find((c) => c.id === 'GH0001')).toMatchObject({
        published: 6,
        violations: 4,
      });
      expect(stats.messages.byTopic[topic]).toBe(4);
      expect(logs.filter((l) => l.startsWith('[broker] contract violation'))).toHaveLength(2); // first per client+topic
      expect(report(stats)).toContain(`GH0001  ${topic}  x3`);
    },
  );

  it('drops violations in strict mode and still delivers valid messages', async () => {
    const { seen, sender } = await world(true);
    for (const [t, payload] of violations) await publish(sender, t, payload, 1);
    await publish(sender, topic, valid, 1);
    await vi.waitFor(() => expect(seen.map((m) => m.payload.toString())).toEqual([valid]));
    expect(broker.stats().violations).toMatchObject({ total: 4, dropped: 4 });
    expect(sender.connected).toBe(true);
    expect(logs.some((l) => l.includes('(dropped)'))).toBe(true);
  });

  it("checks a sample in the monitor's thread once publishes pass its budget, and says so", async () => {
    const { seen, sender } = await world(false, true, 5);
    const bad = '{"sn":"GH0001","ts":"yesterday","readings":[]}';
    const count = 60;
    // QoS 0 in one burst: well within one second, so the budget of 5 checks a second is passed.
    for (let i = 0; i < count; i++) sender.publish(topic, bad, { qos: 0 });
    await vi.waitFor(() => expect(seen).toHaveLength(count));
    await vi.waitFor(() => expect(broker.stats().violations.total).toBeGreaterThanOrEqual(5));
    expect(broker.stats().violations.total).toBeLessThan(count);
    expect(
      logs.some((l) => /contract monitor: \d+ publishes\/s over its budget of 5 checks\/s/.test(l)),
    ).toBe(true);
  });
});
