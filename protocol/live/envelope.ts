/** Request and ack envelopes shared by every topic (docs/design/protocol.md "Payloads"). */
import { z } from '../zod-mini.ts';

export const confTyps = [
  'zone',
  'crop',
  'sensor',
  'actuator',
  'valve',
  'alarmRule',
  'irrigateAlarm',
  'strategy',
  'irrigationPlan',
  'fertRecipe',
  'fertCenter',
  'fog',
  'heating',
  'network',
  'backend',
  'groupPolicy',
  'dataSource',
  'output',
  'log',
  'alarm',
  'system',
] as const;
export const confTyp = z.enum(confTyps);
export type ConfTyp = z.infer<typeof confTyp>;

export const confMethods = ['list', 'query', 'add', 'update', 'delete'] as const;
export const confMethod = z.enum(confMethods);
export type ConfMethod = z.infer<typeof confMethod>;

/** qryId: a short client-chosen id that pairs a request with its ack. */
export const qryId = z.string().check(z.minLength(1), z.maxLength(64));

/** Every request: `{ confTyp, method, qryId, para }` (the seed's zone query is the model). */
export const request = z.object({
  confTyp: z.string().check(z.minLength(1), z.maxLength(40)),
  method: z.string().check(z.minLength(1), z.maxLength(40)),
  qryId,
  para: z._default(z.record(z.string(), z.unknown()), {}),
});
export type Request = z.infer<typeof request>;

export const ackCode = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);

/** Every ack; `qryId: null` marks an unsolicited report of a change. */
export const ack = z.object({
  confTyp: z.string().check(z.minLength(1), z.maxLength(40)),
  method: z.string().check(z.minLength(1), z.maxLength(40)),
  qryId: z.nullable(qryId),
  code: ackCode,
  msg: z.string().check(z.maxLength(500)),
  data: z.optional(z.unknown()),
});
export type Ack = z.infer<typeof ack>;

/** Ids of devices and configuration records: positive integers. */
export const id = z.number().check(z.int(), z.positive());
/** The latest instant any message may name: 2100-01-01 UTC (Date's own limit is 275760). */
export const latestTime = Date.UTC(2100, 0, 1);
/** Epoch milliseconds, bounded so that `new Date(ts)` can never be an invalid date. */
export const timestamp = z.number().check(z.int(), z.nonnegative(), z.lte(latestTime));
/** A clock to set a controller to (timeSync): 2000-01-01 .. 2100-01-01 UTC. */
export const settableTime = timestamp.check(z.gte(Date.UTC(2000, 0, 1)));

/** True for a time zone the platform knows by its IANA name ('Asia/Shanghai'; not 'Mars/Olympus'). */
export function isIanaTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
}
export const ianaTimeZone = z
  .string()
  .check(z.maxLength(64), z.refine(isIanaTimeZone, 'an IANA time zone, e.g. Asia/Shanghai'));
/** A short human name: zone, sensor, actuator... */
export const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
/** Clock time of day `HH:MM`. */
export const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'));
/** Calendar day `YYYY-MM-DD`. */
export const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'));
