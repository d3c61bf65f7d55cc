/** Controller-wide records: network, back-end groups, strategy wiring, logs, alarms, system. */
import { z } from '../zod-mini.ts';
import { ianaTimeZone, id, name, settableTime, timestamp } from './envelope.ts';

export const networkDevice = z.object({
  nid: id,
  name,
  kind: z.enum(['gateway', 'rs485', 'lora', 'camera']),
  address: z.string().check(z.minLength(1), z.maxLength(64)),
  signal: z.nullable(z.number().check(z.gte(-150), z.lte(0))),
  online: z.boolean(),
  zid: z._default(z.nullable(id), null),
  /** Cameras: where the latest snapshot image is served (an http(s) path or a small data: URL image). */
  snapshotUrl: z.optional(z.string().check(z.maxLength(8192))),
});
export type NetworkDevice = z.infer<typeof networkDevice>;

export const backendGroups = ['ventilation', 'curtain', 'fan', 'switch', 'illumination'] as const;
/** Installer view of one output channel (back-end control). */
export const backendChannel = z.object({
  bid: id,
  group: z.enum(backendGroups),
  aid: id,
  board: z.number().check(z.int(), z.gte(1), z.lte(64)),
  channel: z.number().check(z.int(), z.gte(1), z.lte(32)),
  travelTime: z.number().check(z.int(), z.gte(0), z.lte(3600)),
  enabled: z.boolean(),
});
export type BackendChannel = z.infer<typeof backendChannel>;

export const groupPolicy = z.object({ gpid: id, name, zoneIds: z.array(id), strategyIds: z.array(id) });
export type GroupPolicy = z.infer<typeof groupPolicy>;

export const dataSource = z.object({
  dsid: id,
  stid: id,
  input: z.enum(['airTemp', 'airHum', 'co2', 'radiation', 'outTemp', 'windSpeed', 'rain', 'soilMoist']),
  sids: z.array(id).check(z.minLength(1)),
  mode: z.enum(['avg', 'min', 'max', 'first']),
  fallbackSid: z.nullable(id),
});
export type DataSource = z.infer<typeof dataSource>;

/**
 * A strategy's live wish for one actuator, as the controller decided it last (one record per stid and
 * aid, updated when the decision changes): what it asked (`command`, `value`), why (`reason`, in the
 * grower's words) and whether the actuator does it (`applied`: false when a higher-priority strategy,
 * an interlock or a manual command overrules it; `overruledBy` then says which).
 */
/**
 * Why a strategy decided as it did, as data, so each app says it in its grower's language: a code
 * (`ventAir`, `curtainShade`, ...; an app that does not know a code shows `reason`) and the values
 * the sentence needs (°C, W/m², ...; numbers rounded to one decimal).
 */
export const decisionWhy = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(40)),
  v: z._default(
    z.record(z.string().check(z.maxLength(20)), z.union([z.number(), z.string().check(z.maxLength(40))])),
    {},
  ),
});
export type DecisionWhy = z.infer<typeof decisionWhy>;

export const output = z.object({
  oid: id,
  stid: id,
  aid: id,
  command: z.string().check(z.maxLength(40)),
  value: z.nullable(z.number()),
  at: z.nullable(timestamp),
  reason: z._default(z.string().check(z.maxLength(300)), ''),
  applied: z._default(z.boolean(), true),
  overruledBy: z._default(z.nullable(z.string().check(z.maxLength(120))), null),
  why: z._default(z.nullable(decisionWhy), null),
});
export type Output = z.infer<typeof output>;

export const logKinds = [
  'manual',
  'autoVentilation',
  'environment',
  'irrigation',
  'system',
  'alarm',
] as const;
export const logEntry = z.object({
  lid: id,
  ts: timestamp,
  kind: z.enum(logKinds),
  aid: z.nullable(id),
  message: z.string().check(z.maxLength(300)),
});
export type LogEntry = z.infer<typeof logEntry>;

/** Log list para: one day (local date) and optional kind. */
export const logQuery = z.object({
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  kind: z.optional(z.enum(logKinds)),
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))),
});

export const alarmRecord = z.object({
  alid: id,
  ts: timestamp,
  /** fertigation: a centre's dry tank or clogged filter (refId = fid). */
  source: z.enum(['sensor', 'irrigation', 'device', 'fertigation']),
  refId: id,
  severity: z.enum(['info', 'warning', 'critical']),
  message: z.string().check(z.maxLength(300)),
  state: z.enum(['open', 'cleared']),
  clearedAt: z.nullable(timestamp),
  acked: z.boolean(),
});
export type AlarmRecord = z.infer<typeof alarmRecord>;

/** The controller itself (`system` confTyp). */
export const systemInfo = z.object({
  sn: z.string().check(z.minLength(1), z.maxLength(64)),
  name,
  firmware: z.string().check(z.maxLength(40)),
  time: timestamp,
  uptimeS: z.number().check(z.gte(0)),
  openAlarms: z.number().check(z.int(), z.gte(0)),
  timezone: ianaTimeZone,
});
export type SystemInfo = z.infer<typeof systemInfo>;

/** `system/cmd` para. */
export const systemCommand = z.discriminatedUnion('action', [
  z.object({ action: z.literal('status') }),
  z.object({ action: z.literal('timeSync'), time: settableTime }),
  z.object({ action: z.literal('logs'), date: z.optional(z.string()), kind: z.optional(z.enum(logKinds)) }),
  z.object({ action: z.literal('alarmAck'), alid: id }),
  z.object({ action: z.literal('reboot') }),
  z.object({
    action: z.literal('forecast'),
    days: z._default(z.number().check(z.int(), z.gte(1), z.lte(7)), 7),
    /**
     * Also the coming hours, when the controller offers them (optional: a controller without an
     * hourly forecast answers the days alone, and the app shapes those into hours).
     */
    hours: z.optional(z.number().check(z.int(), z.gte(1), z.lte(72))),
  }),
]);

/** One day of the controller's weather forecast (local date), from the site's weather. */
export const forecastDay = z.object({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  tMin: z.number(),
  tMax: z.number(),
  humAvg: z.number().check(z.gte(0), z.lte(100)),
  /** Rain over the day, mm. */
  rainMm: z.number().check(z.gte(0)),
  /** Highest hourly mean wind speed, m/s. */
  windMax: z.number().check(z.gte(0)),
  /** Global radiation sum, J/cm² (the unit irrigation by radiation sum counts in). */
  radiationSum: z.number().check(z.gte(0)),
});
export type ForecastDay = z.infer<typeof forecastDay>;
/** One hour of the controller's forecast: the mean weather over the hour starting at `ts`. */
export const forecastHour = z.object({
  ts: timestamp,
  /** °C */
  outTemp: z.number(),
  /** %RH */
  outHum: z.number().check(z.gte(0), z.lte(100)),
  /** Global radiation, W m⁻². */
  radiation: z.number().check(z.gte(0)),
  /** m s⁻¹ */
  windSpeed: z.number().check(z.gte(0)),
  /** mm over the hour */
  rainMm: z.number().check(z.gte(0)),
});
export type ForecastHour = z.infer<typeof forecastHour>;
/**
 * The `system/cmd` forecast answer's data: today first, `days` days; `hours` from the hour holding
 * the controller's now when they were asked for and the controller has them. A forecast is issued
 * once an hour (`issuedAt`): asking again within the hour gives the same figures.
 */
export const forecastAnswer = z.object({
  days: z.array(forecastDay).check(z.minLength(1), z.maxLength(7)),
  issuedAt: z.optional(timestamp),
  hours: z.optional(z.array(forecastHour).check(z.minLength(1), z.maxLength(72))),
});
export type ForecastAnswer = z.infer<typeof forecastAnswer>;
export type SystemCommand = z.infer<typeof systemCommand>;

/** `system/otaschup`: device types, models and firmware, sent by a controller on connect. */
export const otaschup = z.object({
  sn: z.string().check(z.minLength(1), z.maxLength(64)),
  firmware: z.string().check(z.maxLength(40)),
  model: z.string().check(z.maxLength(40)),
  devices: z.array(
    z.object({
      type: z.string().check(z.maxLength(40)),
      model: z.string().check(z.maxLength(40)),
      count: z.number().check(z.int(), z.gte(0)),
    }),
  ),
  ts: timestamp,
});
export type Otaschup = z.infer<typeof otaschup>;

/** Cloud channel report: a server's online state. */
export const serverOnline = z.object({
  sn: z.string().check(z.minLength(1), z.maxLength(64)),
  online: z.boolean(),
  ts: timestamp,
});
