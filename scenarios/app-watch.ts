/**
 * The player's app side. Requests go out as the grower's app sends them: an MQTT.js client logged
 * in at the cloud as the demo user, one per play, ended with it. What each base does (actuator
 * reports, readings, alarms, acks by qryId, when data last came) is seen through the simulator's
 * taps (simulator/taps.ts) at the simulated moment the controller sends it, so a judgement reads
 * the same state at x1 and at x3600, whatever the sockets are doing.
 */
import mqtt, { type MqttClient } from 'mqtt';
import { demoMobile, demoPassword } from '../fixtures/accounts.ts';
import type { Farm } from '../fixtures/farms.ts';
import { appClientIdPrefix, decode, encode, topicOf, type RequestTopicName } from '../protocol/index.ts';
import type { Taps } from '../simulator/taps.ts';
import type { RequestBody } from './apply-step.ts';
import type { RestSession } from './rest-session.ts';

/** A decoded message, read field by field: the taps see every topic, not only the ones judged. */
type Fields = { readonly [field: string]: unknown };
const isFields = (v: unknown): v is Fields => typeof v === 'object' && v !== null;
type Actuator = { state?: string; pos?: number };
type Alarm = { alid: number; source: string; refId: number; state: string };
const isAlarm = (d: Fields): d is Fields & Alarm =>
  typeof d.alid === 'number' &&
  typeof d.source === 'string' &&
  typeof d.refId === 'number' &&
  typeof d.state === 'string';

/** One move of an actuator as its controller reported it, ms since the play began. */
export type ActuatorMove = { ms: number; server: number; aid: number; state?: string; pos?: number };

export type AppWatch = {
  actuator: (server: number, aid: number) => Actuator | undefined;
  reading: (server: number, zid: number | null, type: string) => number | null | undefined;
  alarms: (server: number) => Alarm[];
  reply: (qryId: string) => number | undefined;
  /** Sim time the base's last readings came, if any. */
  lastData: (server: number) => number | undefined;
  /** Every actuator report seen, in order. */
  moves: () => readonly ActuatorMove[];
  /**
   * Publishes an app request; resolves once the controller has it (or at once when the controller
   * is off the network: the request is lost, as the app's would be).
   */
  request: (server: number, topic: RequestTopicName, body: RequestBody) => Promise<void>;
  /** Times the client had to connect again (0 for a healthy play). */
  readonly reconnects: number;
  end: () => Promise<void>;
};

export type WatchOptions = {
  brokerUrl: string;
  farm: Farm;
  rest: RestSession;
  now: () => number;
  observe: Taps['observe'];
  /** Whether controller `sn` is on the network now. */
  online: (sn: string) => boolean;
  /** The play's own id: the client's id ends with it. */
  playId: string;
  /** How long a request may take to reach a connected controller, host ms (default 5 s). */
  deliveryMs?: number;
};

export async function startAppWatch(options: WatchOptions): Promise<AppWatch> {
  const { farm, now } = options;
  const token = await options.rest.tokenOf(demoMobile, demoPassword);
  const bases = farm.servers.map((s) => s.server.mqttBaseTopic);
  const sns = farm.servers.map((s) => s.server.sn);
  const startedAt = now();
  const client: MqttClient = await mqtt.connectAsync(options.brokerUrl, {
    clientId: `${appClientIdPrefix(demoMobile)}scn${options.playId}`.slice(0, 23),
    username: demoMobile,
    password: token,
    reconnectPeriod: 1000,
    connectTimeout: 5000,
  });
  let reconnects = 0;
  client.on('reconnect', () => reconnects++);
  const actuators = new Map<string, Actuator>();
  const readings = new Map<string, number | null>();
  const alarms = new Map<string, Alarm>();
  const replies = new Map<string, number>();
  const lastData = new Map<number, number>();
  const moves: ActuatorMove[] = [];
  const arrivals = new Map<string, () => void>();

  const keep = (server: number, topic: string, m: Fields) => {
    if (typeof m.qryId === 'string' && m.qryId && typeof m.code === 'number') replies.set(m.qryId, m.code);
    if (topic === 'sensor/data' && Array.isArray(m.readings)) {
      lastData.set(server, now());
      const list: unknown[] = m.readings;
      for (const r of list)
        if (isFields(r) && (typeof r.v === 'number' || r.v === null))
          readings.set(`${server}:${String(r.zid)}:${String(r.type)}`, r.v);
    }
    const items: unknown[] = Array.isArray(m.data) ? m.data : m.data ? [m.data] : [];
    for (const d of items) {
      if (!isFields(d)) continue;
      if (topic === 'actuator/cmdack' && typeof d.aid === 'number') {
        const a = {
          state: typeof d.state === 'string' ? d.state : undefined,
          pos: typeof d.pos === 'number' ? d.pos : undefined,
        };
        actuators.set(`${server}:${d.aid}`, a);
        moves.push({ ms: now() - startedAt, server, aid: d.aid, ...a });
      }
      if (m.confTyp === 'alarm' && isAlarm(d)) alarms.set(`${server}:${d.alid}`, d);
    }
  };
  const untap = options.observe({
    published(sn, topic, payload) {
      const server = sns.indexOf(sn);
      const base = bases[server];
      if (!base || !topic.startsWith(`${base}/`)) return;
      const decoded = decode(payload);
      if (decoded.ok && isFields(decoded.value)) keep(server, topic.slice(base.length + 1), decoded.value);
    },
    received(sn, _topic, payload) {
      if (arrivals.size === 0) return;
      const decoded = decode(payload);
      const qryId = decoded.ok && isFields(decoded.value) ? decoded.value.qryId : undefined;
      const arrived = typeof qryId === 'string' && qryId ? arrivals.get(`${sn} ${qryId}`) : undefined;
      arrived?.();
    },
  });

  const watch: AppWatch = {
    actuator: (server, aid) => actuators.get(`${server}:${aid}`),
    reading: (server, zid, type) => readings.get(`${server}:${zid}:${type}`),
    alarms: (server) => [...alarms.entries()].filter(([k]) => k.startsWith(`${server}:`)).map(([, a]) => a),
    reply: (qryId) => replies.get(qryId),
    lastData: (server) => lastData.get(server),
    moves: () => moves,
    get reconnects() {
      return reconnects;
    },
    async request(server, topic, body) {
      const base = bases[server];
      const sn = sns[server];
      if (!base || !sn) throw new Error(`no server ${server}`);
      const key = `${sn} ${body.qryId}`;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arrived = options.online(sn)
        ? new Promise<void>((resolve, reject) => {
            arrivals.set(key, resolve);
            timer = setTimeout(
              () => reject(new Error(`${topic} ${body.qryId} did not reach ${sn}`)),
              options.deliveryMs ?? 5000,
            );
          })
        : Promise.resolve();
      try {
        await client.publishAsync(topicOf(base, topic), Buffer.from(encode(body)), { qos: 1 });
        await arrived;
      } finally {
        clearTimeout(timer);
        arrivals.delete(key);
      }
    },
    async end() {
      untap();
      await client.endAsync();
    },
  };
  return watch;
}
