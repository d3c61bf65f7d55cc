/** Request and ack envelopes shared by every topic (PROTOCOL.md "Payloads"). */
import { z } from 'zod';

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
export const qryId = z.string().min(1).max(64);

/** Every request: `{ confTyp, method, qryId, para }` (the seed's zone query is the model). */
export const request = z.object({
  confTyp: z.string().min(1).max(40),
  method: z.string().min(1).max(40),
  qryId,
  para: z.record(z.string(), z.unknown()).default({}),
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
  confTyp: z.string().min(1).max(40),
  method: z.string().min(1).max(40),
  qryId: qryId.nullable(),
  code: ackCode,
  msg: z.string().max(500),
  data: z.unknown().optional(),
});
export type Ack = z.infer<typeof ack>;

/** Ids of devices and configuration records: positive integers. */
export const id = z.number().int().positive();
/** The latest instant any message may name: 2100-01-01 UTC (Date's own limit is 275760). */
export const latestTime = Date.UTC(2100, 0, 1);
/** Epoch milliseconds, bounded so that `new Date(ts)` can never be an invalid date. */
export const timestamp = z.number().int().nonnegative().max(latestTime);
/** A clock to set a controller to (timeSync): 2000-01-01 .. 2100-01-01 UTC. */
export const settableTime = timestamp.min(Date.UTC(2000, 0, 1));

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
  .max(64)
  .refine(isIanaTimeZone, 'an IANA time zone, e.g. Asia/Shanghai');
/** A short human name: zone, sensor, actuator... */
export const name = z.string().trim().min(1).max(40);
/** Clock time of day `HH:MM`. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
/** Calendar day `YYYY-MM-DD`. */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
