/**
 * The player's app-side client: logs in at the cloud as the demo user, connects to the broker with
 * MQTT.js as the app does, publishes a scenario's requests, and watches each base: actuator
 * reports, readings, alarms, acks (by qryId) and when data last came (online).
 */
import mqtt, { type MqttClient } from 'mqtt';
import { demoMobile, demoPassword } from '../fixtures/accounts.ts';
import type { Farm } from '../fixtures/farms.ts';
import { appClientIdPrefix, appSubscriptions, decode, encode, topicOf } from '../protocol/index.ts';
import type { RestSession } from './rest-session.ts';

type Msg = {
  qryId?: string | null;
  confTyp?: string;
  code?: number;
  data?: unknown;
  readings?: { zid: number | null; type: string; v: number | null }[];
};
type Actuator = { state?: string; pos?: number };
type Alarm = { alid: number; source: string; refId: number; state: string };

export type AppWatch = {
  actuator(server: number, aid: number): Actuator | undefined;
  reading(server: number, zid: number | null, type: string): number | null | undefined;
  alarms(server: number): Alarm[];
  reply(qryId: string): number | undefined;
  /** Sim time the base's last readings came, if any. */
  lastData(server: number): number | undefined;
  /** Publishes an app request (body: confTyp, method, para, qryId?); resolves its qryId. */
  request(server: number, topic: string, body: Record<string, unknown>): Promise<string>;
  end(): Promise<void>;
};

export async function startAppWatch(options: {
  brokerUrl: string;
  farm: Farm;
  rest: RestSession;
  now: () => number;
}): Promise<AppWatch> {
  const { farm, now } = options;
  const token = await options.rest.tokenOf(demoMobile, demoPassword);
  const bases = farm.servers.map((s) => s.server.mqttBaseTopic);
  const client: MqttClient = await mqtt.connectAsync(options.brokerUrl, {
    clientId:
      `${appClientIdPrefix(demoMobile)}scn${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}`.slice(
        0,
        23,
      ),
    username: demoMobile,
    password: token,
    reconnectPeriod: 1000,
    connectTimeout: 5000,
  });
  const actuators = new Map<string, Actuator>();
  const readings = new Map<string, number | null>();
  const alarms = new Map<string, Alarm>();
  const replies = new Map<string, number>();
  const lastData = new Map<number, number>();
  const keep = (server: number, topic: string, m: Msg) => {
    if (m.qryId && typeof m.code === 'number') replies.set(m.qryId, m.code);
    if (topic === 'sensor/data' && Array.isArray(m.readings)) {
      lastData.set(server, now());
      for (const r of m.readings) readings.set(`${server}:${r.zid}:${r.type}`, r.v);
    }
    const items = Array.isArray(m.data) ? m.data : m.data ? [m.data] : [];
    for (const d of items as Record<string, unknown>[]) {
      if (topic === 'actuator/cmdack' && typeof d.aid === 'number')
        actuators.set(`${server}:${d.aid}`, { state: d.state as string, pos: d.pos as number | undefined });
      if (m.confTyp === 'alarm' && typeof d.alid === 'number') alarms.set(`${server}:${d.alid}`, d as Alarm);
    }
  };
  client.on('message', (topic, payload) => {
    const server = bases.findIndex((b) => topic.startsWith(`${b}/`));
    const decoded = decode(payload);
    if (server < 0 || !decoded.ok || !decoded.value || typeof decoded.value !== 'object') return;
    keep(server, topic.slice(bases[server]!.length + 1), decoded.value as Msg);
  });
  await client.subscribeAsync(
    bases.flatMap((b) => appSubscriptions.map((t) => topicOf(b, t))),
    { qos: 1 },
  );
  let queries = 0;
  const watch: AppWatch = {
    actuator: (server, aid) => actuators.get(`${server}:${aid}`),
    reading: (server, zid, type) => readings.get(`${server}:${zid}:${type}`),
    alarms: (server) => [...alarms.entries()].filter(([k]) => k.startsWith(`${server}:`)).map(([, a]) => a),
    reply: (qryId) => replies.get(qryId),
    lastData: (server) => lastData.get(server),
    async request(server, topic, body) {
      const base = bases[server];
      if (!base) throw new Error(`no server ${server}`);
      const qryId = typeof body.qryId === 'string' ? body.qryId : `scn-q${++queries}`;
      const payload = Buffer.from(encode({ ...body, qryId }));
      await client.publishAsync(topicOf(base, topic as never), payload, { qos: 1 });
      return qryId;
    },
    end: () => client.endAsync(true),
  };
  // What is open already: the alarm list of every base (answers come as confack list).
  for (const [server] of bases.entries())
    await watch.request(server, 'system/conf', { confTyp: 'alarm', method: 'list', para: {} });
  return watch;
}
