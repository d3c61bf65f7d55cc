/**
 * The one-click event catalogue: what a trainer's button and a scenario's `event` step do,
 * in terms of the world's existing controls: weather overrides, faults, a reboot, the cloud's
 * control API. GET /sim/world/events lists it; POST /sim/world/events and scenario steps apply it.
 */
import { demoMobile } from '../fixtures/accounts.ts';
import type { Farm } from '../fixtures/farms.ts';
import { describe } from '../protocol/index.ts';
import { simRoutes } from '../protocol/sim-control.ts';
import { dur, num, schemaOf, server, text, type EventField, type EventParams } from './event-fields.ts';

export type CloudCall = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown };

/** A control's answer: done, or refused with the reason (nothing applied). */
type Outcome = { ok: true } | { ok: false; reason: string };
/** The world's controls an event or a step uses (a ControlTarget of simulator/world-control.ts has them). */
export type WorldControls = {
  /** A fault command (simulator/faults.ts). */
  faults: (command: unknown) => Outcome | Promise<Outcome>;
  reboot: (sn: string) => boolean | Promise<boolean>;
  /** A weather command (simulator/weather-overrides.ts); absent: this world has no weather overrides. */
  weather?: (command: unknown) => Outcome | Promise<Outcome>;
};

/** What an event may touch: the world's controls, its cloud and its farm (for sn lookups). */
export type EventWorld = {
  farm: Farm;
  target: WorldControls;
  /** Calls the cloud's control API; throws with the cloud's reason on a refusal. */
  cloud: (call: CloudCall) => Promise<void>;
};

type P = EventParams;
type EventDef = {
  title: { zh: string; en: string };
  description: { zh: string; en: string };
  fields: EventField[];
  apply: (p: P, world: EventWorld) => Promise<string>;
};

const snOf = (world: EventWorld, index: number) => {
  const sn = world.farm.servers[index]?.server.sn;
  if (!sn) throw new Error(`no controller ${index} on this farm`);
  return sn;
};

async function weather(world: EventWorld, set: Record<string, number>, p: P): Promise<string> {
  if (!world.target.weather) throw new Error('this world has no weather overrides');
  const result = await world.target.weather({ op: 'set', ...set, forMs: p.forMs, blendMs: p.blendMs });
  if (!result.ok) throw new Error(result.reason);
  return `weather ${Object.entries(set)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')} for ${Number(p.forMs) / 60_000} min`;
}

async function fault(world: EventWorld, kind: string, p: P, id?: number, params: P = {}): Promise<string> {
  const target = { sn: snOf(world, Number(p.server)), ...(id === undefined ? {} : { id }) };
  const result = await world.target.faults({ op: 'set', kind, target, params });
  if (!result.ok) throw new Error(result.reason);
  return `fault ${kind} on ${target.sn}${id === undefined ? '' : ` #${id}`}`;
}

const forMs = (fallback: string) => dur('forMs', fallback, '持续', 'lasts');
const blendMs = (fallback: string) => dur('blendMs', fallback, '恢复过渡', 'blend back over');

const catalogue = {
  heatWave: {
    title: { zh: '热浪', en: 'Heat wave' },
    description: {
      zh: '室外高温强光，几小时后慢慢回落。',
      en: 'Hot, bright outside air for hours, then back.',
    },
    fields: [
      num('outTemp', 38, '室外温度', 'outside temperature', { min: -50, max: 60, unit: '°C' }),
      num('radiation', 950, '太阳辐射', 'radiation', { min: 0, max: 1500, unit: 'W/m²' }),
      forMs('3h'),
      blendMs('30m'),
    ],
    apply: (p, w) => weather(w, { outTemp: Number(p.outTemp), radiation: Number(p.radiation) }, p),
  },
  coldSnap: {
    title: { zh: '寒潮', en: 'Cold snap' },
    description: { zh: '室外气温骤降，持续一夜。', en: 'The outside air drops sharply for a night.' },
    fields: [
      num('outTemp', -5, '室外温度', 'outside temperature', { min: -50, max: 60, unit: '°C' }),
      forMs('8h'),
      blendMs('1h'),
    ],
    apply: (p, w) => weather(w, { outTemp: Number(p.outTemp) }, p),
  },
  storm: {
    title: { zh: '暴风雨', en: 'Storm' },
    description: { zh: '大风加降雨，天色昏暗。', en: 'Strong wind and rain under a dark sky.' },
    fields: [
      num('windSpeed', 18, '风速', 'wind speed', { min: 0, max: 60, unit: 'm/s' }),
      num('rain', 20, '降雨', 'rain', { min: 0, max: 200, unit: 'mm/h' }),
      forMs('2h'),
      blendMs('20m'),
    ],
    apply: (p, w) =>
      weather(w, { windSpeed: Number(p.windSpeed), rain: Number(p.rain), radiation: 80, outHum: 95 }, p),
  },
  overcast: {
    title: { zh: '阴天', en: 'Overcast day' },
    description: { zh: '云层厚，光照弱。', en: 'Thick cloud, little light.' },
    fields: [
      num('radiation', 120, '太阳辐射', 'radiation', { min: 0, max: 1500, unit: 'W/m²' }),
      forMs('8h'),
      blendMs('1h'),
    ],
    apply: (p, w) => weather(w, { radiation: Number(p.radiation) }, p),
  },
  sensorFail: {
    title: { zh: '传感器故障', en: 'Sensor fails' },
    description: { zh: '一个传感器离线，不再上报。', en: 'A sensor goes offline and stops reporting.' },
    fields: [server, num('sid', 1, '传感器', 'sensor', { min: 1, max: 9999, device: 'sid' })],
    apply: (p, w) => fault(w, 'sensorOffline', p, Number(p.sid)),
  },
  sensorDrift: {
    title: { zh: '传感器漂移', en: 'Sensor drifts' },
    description: { zh: '一个传感器读数缓慢漂移。', en: 'A sensor reading creeps away from the truth.' },
    fields: [
      server,
      num('sid', 1, '传感器', 'sensor', { min: 1, max: 9999, device: 'sid' }),
      num('perHour', 3, '每小时漂移', 'drift per hour', { min: -100, max: 100 }),
    ],
    apply: (p, w) => fault(w, 'sensorDrift', p, Number(p.sid), { perHour: Number(p.perHour) }),
  },
  ventJam: {
    title: { zh: '卷膜卡死', en: 'Vent jams' },
    description: { zh: '一个卷膜或天窗卡住不动。', en: 'A roller vent or roof window stops moving.' },
    fields: [server, num('aid', 1, '执行器', 'actuator', { min: 1, max: 9999, device: 'aid' })],
    apply: (p, w) => fault(w, 'actuatorJammed', p, Number(p.aid)),
  },
  linkLoss: {
    title: { zh: '控制器断网', en: 'Controller loses its link' },
    description: {
      zh: '控制器与服务器断开一段时间。',
      en: 'A controller drops off the network for a while.',
    },
    fields: [server, forMs('10m')],
    apply: (p, w) => fault(w, 'disconnect', p, undefined, { ms: Number(p.forMs) }),
  },
  tankDry: {
    title: { zh: '肥料罐见底', en: 'Fertigation tank runs dry' },
    description: { zh: '水肥机的母液罐用空。', en: "A fertigation centre's stock tank is empty." },
    fields: [server, num('fid', 1, '水肥机', 'fertigation centre', { min: 1, max: 999, device: 'fid' })],
    apply: (p, w) => fault(w, 'tankLow', p, Number(p.fid), { levelPct: 0 }),
  },
  boilerFail: {
    title: { zh: '锅炉故障', en: 'Boiler fails' },
    description: {
      zh: '锅炉停火，暖气阀开着也不出热。',
      en: 'The boiler stops: open heating valves give no heat.',
    },
    fields: [server],
    apply: (p, w) => fault(w, 'boilerFail', p),
  },
  powerCut: {
    title: { zh: '停电重启', en: 'Power cut' },
    description: { zh: '控制器断电后重新启动。', en: 'A controller loses power and reboots.' },
    fields: [server],
    async apply(p, w) {
      const sn = snOf(w, Number(p.server));
      if (!(await w.target.reboot(sn))) throw new Error(`no controller ${sn}`);
      return `reboot ${sn}`;
    },
  },
  unpaidBill: {
    title: { zh: '欠费', en: 'Unpaid bill' },
    description: { zh: '账户年费逾期未缴。', en: "An account's yearly fee falls overdue." },
    fields: [
      text('mobile', '13800000002', '手机号', 'mobile'),
      num('total', 12_000, '欠费金额', 'amount', { min: 0, max: 10_000_000, unit: '¥' }),
      num('daysOverdue', 3, '逾期天数', 'days overdue', { min: 0, max: 3650 }),
    ],
    async apply(p, w) {
      await w.cloud({ method: 'POST', path: simRoutes.setArrears.path, body: p });
      return `arrears for ${p.mobile}`;
    },
  },
  tokenExpire: {
    title: { zh: '登录过期', en: 'Token expires' },
    description: { zh: '账户的登录令牌失效，需要重新登录。', en: "An account's login token expires." },
    fields: [text('mobile', demoMobile, '手机号', 'mobile')],
    async apply(p, w) {
      await w.cloud({ method: 'POST', path: simRoutes.expireTokens.path, body: { mobile: p.mobile } });
      return `tokens of ${p.mobile} expired`;
    },
  },
} satisfies Record<string, EventDef>;

export type EventKind = keyof typeof catalogue;
export const eventKinds = Object.keys(catalogue) as [EventKind, ...EventKind[]];
export const isEventKind = (kind: string): kind is EventKind => kind in catalogue;

/** GET /sim/world/events: each event with its parameters as fields. */
export const eventCatalogue = () =>
  eventKinds.map((kind) => {
    const { title, description, fields } = catalogue[kind];
    return { kind, title, description, params: fields };
  });

export const eventTitle = (kind: EventKind) => catalogue[kind].title;
export const eventFields = (kind: EventKind): readonly EventField[] => catalogue[kind].fields;

/** Checks an event's parameters: the filled-in values, or the problem. */
export function checkEventParams(kind: EventKind, params: unknown = {}) {
  return schemaOf(catalogue[kind].fields).safeParse(params ?? {});
}

/** Applies checked parameters; resolves what was done, throws why not (nothing else was applied). */
export const applyEvent = (kind: EventKind, params: EventParams, world: EventWorld): Promise<string> =>
  catalogue[kind].apply(params, world);

/** Checks the parameters, then applies the event; throws the first problem (nothing applied). */
export function applyCheckedEvent(kind: EventKind, params: unknown, world: EventWorld): Promise<string> {
  const checked = checkEventParams(kind, params);
  if (!checked.success) return Promise.reject(new Error(`${kind}: ${describe(checked.error)}`));
  return applyEvent(kind, checked.data, world);
}
