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

export const ackCode = z.union(
  [0, 1, 2, 3, 4, 5, 6].map((n) => z.literal(n)) as [
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
    z.ZodLiteral<2>,
    z.ZodLiteral<3>,
    z.ZodLiteral<4>,
    z.ZodLiteral<5>,
    z.ZodLiteral<6>,
  ],
);

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
/** Epoch milliseconds. */
export const timestamp = z.number().int().nonnegative();
/** A short human name: zone, sensor, actuator... */
export const name = z.string().trim().min(1).max(40);
/** Clock time of day `HH:MM`. */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
/** Calendar day `YYYY-MM-DD`. */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
