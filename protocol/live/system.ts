/** Controller-wide records: network, back-end groups, strategy wiring, logs, alarms, system. */
import { z } from 'zod';
import { ianaTimeZone, id, name, settableTime, timestamp } from './envelope.ts';

export const networkDevice = z.object({
  nid: id,
  name,
  kind: z.enum(['gateway', 'rs485', 'lora', 'camera']),
  address: z.string().min(1).max(64),
  signal: z.number().min(-150).max(0).nullable(),
  online: z.boolean(),
  zid: id.nullable().default(null),
  /** Cameras: where the latest snapshot image is served (an http(s) path or a small data: URL image). */
  snapshotUrl: z.string().max(8192).optional(),
});
export type NetworkDevice = z.infer<typeof networkDevice>;

export const backendGroups = ['ventilation', 'curtain', 'fan', 'switch', 'illumination'] as const;
/** Installer view of one output channel (back-end control). */
export const backendChannel = z.object({
  bid: id,
  group: z.enum(backendGroups),
  aid: id,
  board: z.number().int().min(1).max(64),
  channel: z.number().int().min(1).max(32),
  travelTime: z.number().int().min(0).max(3600),
  enabled: z.boolean(),
});
export type BackendChannel = z.infer<typeof backendChannel>;

export const groupPolicy = z.object({ gpid: id, name, zoneIds: z.array(id), strategyIds: z.array(id) });
export type GroupPolicy = z.infer<typeof groupPolicy>;

export const dataSource = z.object({
  dsid: id,
  stid: id,
  input: z.enum(['airTemp', 'airHum', 'co2', 'radiation', 'outTemp', 'windSpeed', 'rain', 'soilMoist']),
  sids: z.array(id).min(1),
  mode: z.enum(['avg', 'min', 'max', 'first']),
  fallbackSid: id.nullable(),
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
  code: z.string().min(1).max(40),
  v: z.record(z.string().max(20), z.union([z.number(), z.string().max(40)])).default({}),
});
export type DecisionWhy = z.infer<typeof decisionWhy>;

export const output = z.object({
  oid: id,
  stid: id,
  aid: id,
  command: z.string().max(40),
  value: z.number().nullable(),
  at: timestamp.nullable(),
  reason: z.string().max(300).default(''),
  applied: z.boolean().default(true),
  overruledBy: z.string().max(120).nullable().default(null),
  why: decisionWhy.nullable().default(null),
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
  aid: id.nullable(),
  message: z.string().max(300),
});
export type LogEntry = z.infer<typeof logEntry>;

/** Log list para: one day (local date) and optional kind. */
export const logQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  kind: z.enum(logKinds).optional(),
  limit: z.number().int().min(1).max(1000).optional(),
});

export const alarmRecord = z.object({
  alid: id,
  ts: timestamp,
  /** fertigation: a centre's dry tank or clogged filter (refId = fid). */
  source: z.enum(['sensor', 'irrigation', 'device', 'fertigation']),
  refId: id,
  severity: z.enum(['info', 'warning', 'critical']),
  message: z.string().max(300),
  state: z.enum(['open', 'cleared']),
  clearedAt: timestamp.nullable(),
  acked: z.boolean(),
});
export type AlarmRecord = z.infer<typeof alarmRecord>;

/** The controller itself (`system` confTyp). */
export const systemInfo = z.object({
  sn: z.string().min(1).max(64),
  name,
  firmware: z.string().max(40),
  time: timestamp,
  uptimeS: z.number().min(0),
  openAlarms: z.number().int().min(0),
  timezone: ianaTimeZone,
});
export type SystemInfo = z.infer<typeof systemInfo>;

/** `system/cmd` para. */
export const systemCommand = z.discriminatedUnion('action', [
  z.object({ action: z.literal('status') }),
  z.object({ action: z.literal('timeSync'), time: settableTime }),
  z.object({ action: z.literal('logs'), date: z.string().optional(), kind: z.enum(logKinds).optional() }),
  z.object({ action: z.literal('alarmAck'), alid: id }),
  z.object({ action: z.literal('reboot') }),
  z.object({ action: z.literal('forecast'), days: z.number().int().min(1).max(7).default(7) }),
]);

/** One day of the controller's weather forecast (local date), from the site's weather. */
export const forecastDay = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  tMin: z.number(),
  tMax: z.number(),
  humAvg: z.number().min(0).max(100),
  /** Rain over the day, mm. */
  rainMm: z.number().min(0),
  /** Highest hourly mean wind speed, m/s. */
  windMax: z.number().min(0),
  /** Global radiation sum, J/cm² (the unit irrigation by radiation sum counts in). */
  radiationSum: z.number().min(0),
});
export type ForecastDay = z.infer<typeof forecastDay>;
/** The `system/cmd` forecast answer's data: today first, `days` days. */
export const forecastAnswer = z.object({ days: z.array(forecastDay).min(1).max(7) });
export type ForecastAnswer = z.infer<typeof forecastAnswer>;
export type SystemCommand = z.infer<typeof systemCommand>;

/** `system/otaschup`: device types, models and firmware, sent by a controller on connect. */
export const otaschup = z.object({
  sn: z.string().min(1).max(64),
  firmware: z.string().max(40),
  model: z.string().max(40),
  devices: z.array(
    z.object({ type: z.string().max(40), model: z.string().max(40), count: z.number().int().min(0) }),
  ),
  ts: timestamp,
});
export type Otaschup = z.infer<typeof otaschup>;

/** Cloud channel report: a server's online state. */
export const serverOnline = z.object({ sn: z.string().min(1).max(64), online: z.boolean(), ts: timestamp });
