/**
 * Expectations of a scenario file: what must happen (or hold) inside a window of simulated time,
 * checked by the player over MQTT (actuators, readings, alarms, acks, online) and REST.
 */
import { z } from 'zod';
import { sensorType } from '../protocol/index.ts';
import { time } from './times.ts';

export const kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case');
const bilingual = z.object({ zh: z.string().min(1), en: z.string().min(1) }).strict();
/** A title in both languages, or one text for both. */
export const title = z
  .union([z.string().min(1), bilingual])
  .transform((t) => (typeof t === 'string' ? { zh: t, en: t } : t));

const server = z.number().int().min(0);
const bounds = { gte: z.number().optional(), lte: z.number().optional() };

/**
 * What a trainee does through the app on their own base (a class's exercise), seen by their
 * controller as a request it accepted: an actuator handed back to automatic, a strategy set point
 * raised to at least a value, an alarm acknowledged, a strategy switched on or off.
 */
export const traineeDoes = z.discriminatedUnion('action', [
  z.object({ action: z.literal('auto'), aid: z.number().int().positive().optional() }).strict(),
  z
    .object({
      action: z.literal('setpoint'),
      stid: z.number().int().positive().optional(),
      /** The strategy parameter: heatDay, heatNight, openAbove, humMax... */
      field: z.string().min(1),
      gte: z.number(),
    })
    .strict(),
  z.object({ action: z.literal('alarmAck') }).strict(),
  z
    .object({
      action: z.literal('strategy'),
      stid: z.number().int().positive().optional(),
      enabled: z.boolean(),
    })
    .strict(),
]);
export type TraineeDoes = z.infer<typeof traineeDoes>;

export const check = z.discriminatedUnion('kind', [
  /** Judged per trainee on the class board, not on the trainer's farm. */
  z.object({ kind: z.literal('trainee'), does: traineeDoes }).strict(),
  z
    .object({
      kind: z.literal('actuator'),
      server,
      aid: z.number().int().positive(),
      position: z.object(bounds).strict().optional(),
      /** The reported state: opening, open, closed, on, off, jammed... */
      state: z.string().min(1).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('reading'),
      server,
      /** The zone (null: a site sensor such as the weather station). */
      zid: z.number().int().positive().nullable(),
      sensor: sensorType,
      ...bounds,
    })
    .strict(),
  z
    .object({
      kind: z.literal('alarm'),
      server,
      /** An alarm rule's rid (a sensor alarm). */
      rule: z.number().int().positive().optional(),
      source: z.enum(['sensor', 'irrigation', 'device', 'fertigation']).optional(),
      open: z.boolean(),
    })
    .strict(),
  z.object({ kind: z.literal('reply'), step: kebab, code: z.number().int().min(0) }).strict(),
  z.object({ kind: z.literal('online'), server, online: z.boolean() }).strict(),
  z
    .object({
      kind: z.literal('rest'),
      /** A cloud path the demo user GETs, e.g. /api/user/info. */
      path: z.string().startsWith('/'),
      /** Whose session (a fixture account's mobile; default: the demo user). */
      mobile: z
        .string()
        .regex(/^1\d{10}$/)
        .optional(),
      status: z.number().int().min(100).max(599).optional(),
      json: z
        .object({ path: z.string().min(1), equals: z.unknown() })
        .strict()
        .optional(),
    })
    .strict(),
]);
export type Check = z.infer<typeof check>;

export const expectation = z
  .object({
    id: kebab,
    title,
    /** [from, to] since the start (default: the whole scenario). */
    within: z.tuple([time, time]).optional(),
    /** eventually: met once true inside the window; always: true all through it. */
    mode: z.enum(['eventually', 'always']).default('eventually'),
    check,
  })
  .strict();
export type Expectation = z.infer<typeof expectation>;

/** One line for a report: what the check looks at. */
export function describeCheck(c: Check): string {
  const range = (b: { gte?: number; lte?: number }) =>
    [b.gte !== undefined && `>= ${b.gte}`, b.lte !== undefined && `<= ${b.lte}`].filter(Boolean).join(' ');
  switch (c.kind) {
    case 'actuator':
      return `server ${c.server} actuator ${c.aid}${c.state ? ` ${c.state}` : ''}${c.position ? ` at ${range(c.position)} %` : ''}`;
    case 'reading':
      return `server ${c.server} zone ${c.zid ?? 'site'} ${c.sensor} ${range(c)}`;
    case 'alarm':
      return `server ${c.server} alarm${c.rule ? ` of rule ${c.rule}` : ''}${c.source ? ` (${c.source})` : ''} ${c.open ? 'open' : 'not open'}`;
    case 'reply':
      return `the reply to ${c.step} has code ${c.code}`;
    case 'online':
      return `server ${c.server} ${c.online ? 'online' : 'offline'}`;
    case 'trainee':
      return `the trainee: ${describeDoes(c.does)}`;
    case 'rest':
      return `GET ${c.path}${c.status ? ` -> ${c.status}` : ''}${c.json ? ` ${c.json.path} = ${JSON.stringify(c.json.equals)}` : ''}`;
  }
}

/** One line for what a trainee should do. */
export function describeDoes(d: TraineeDoes): string {
  switch (d.action) {
    case 'auto':
      return `hands actuator ${d.aid ?? '(any)'} back to automatic`;
    case 'setpoint':
      return `raises ${d.field} of strategy ${d.stid ?? '(any)'} to >= ${d.gte}`;
    case 'alarmAck':
      return 'acknowledges an alarm';
    case 'strategy':
      return `switches strategy ${d.stid ?? '(any)'} ${d.enabled ? 'on' : 'off'}`;
  }
}
