/** Valves, irrigation programs, fertigation and their commands. */
import { z } from '../zod-mini.ts';
import { clockTime, id, name, timestamp } from './envelope.ts';

export const valve = z.object({
  vid: id,
  name,
  zid: z.nullable(id),
  aid: id,
  flowNominal: z.number().check(z.gte(0), z.lte(1000)),
});
export type Valve = z.infer<typeof valve>;

export const irrigationTrigger = z.discriminatedUnion('type', [
  z.object({ type: z.literal('time'), times: z.array(clockTime).check(z.minLength(1), z.maxLength(48)) }),
  z.object({
    type: z.literal('radiation'),
    sumJcm2: z.number().check(z.gte(1), z.lte(10_000)),
    minRadiation: z.number().check(z.gte(0), z.lte(1500)),
    minIntervalMin: z.number().check(z.int(), z.gte(1), z.lte(1440)),
    maxIntervalMin: z.number().check(z.int(), z.gte(1), z.lte(1440)),
  }),
  z.object({ type: z.literal('moisture'), sid: id, below: z.number().check(z.gte(0), z.lte(100)) }),
]);
export type IrrigationTrigger = z.infer<typeof irrigationTrigger>;

export const irrigationPlan = z.object({
  pid: id,
  name,
  enabled: z.boolean(),
  trigger: irrigationTrigger,
  valveIds: z.array(id).check(z.minLength(1), z.maxLength(64)),
  secondsPerValve: z.number().check(z.int(), z.gte(1), z.lte(7200)),
  recipeId: z.nullable(id),
  window: z.optional(z.object({ start: clockTime, end: clockTime })),
});
export type IrrigationPlan = z.infer<typeof irrigationPlan>;

export const fertRecipe = z.object({
  rid: id,
  name,
  ec: z.number().check(z.gte(0), z.lte(10)),
  ph: z.number().check(z.gte(3), z.lte(9)),
  ratioA: z.number().check(z.gte(0), z.lte(100)),
  ratioB: z.number().check(z.gte(0), z.lte(100)),
  ratioAcid: z.number().check(z.gte(0), z.lte(100)),
});
export type FertRecipe = z.infer<typeof fertRecipe>;

export const fertCenter = z.object({
  fid: id,
  name,
  layout: z.enum(['dual', 'single', 'legacy']),
  tanks: z
    .array(
      z.object({
        name: z.string().check(z.minLength(1), z.maxLength(20)),
        capacityL: z.number().check(z.positive()),
      }),
    )
    .check(z.maxLength(8)),
  ecSid: z.nullable(id),
  phSid: z.nullable(id),
  flowSid: z.nullable(id),
  recipeId: z.nullable(id),
});
export type FertCenter = z.infer<typeof fertCenter>;

/** `rotationIrrigation/cmd` para. */
export const irrigationCommand = z.object({
  action: z.enum(['start', 'stop', 'pause', 'resume', 'status']),
  pid: z.optional(id),
});
export type IrrigationCommand = z.infer<typeof irrigationCommand>;

/** Progress of the running program (ack data and unsolicited report). */
export const irrigationStatus = z.object({
  state: z.enum(['idle', 'running', 'paused']),
  pid: z.nullable(id),
  vid: z.nullable(id),
  valveIndex: z.number().check(z.int(), z.gte(0)),
  valveCount: z.number().check(z.int(), z.gte(0)),
  remainingS: z.number().check(z.gte(0)),
  startedAt: z.nullable(timestamp),
});
export type IrrigationStatus = z.infer<typeof irrigationStatus>;
