/** Valves, irrigation programs, fertigation and their commands. */
import { z } from 'zod';
import { clockTime, id, name, timestamp } from './envelope.ts';

export const valve = z.object({
  vid: id,
  name,
  zid: id.nullable(),
  aid: id,
  flowNominal: z.number().min(0).max(1000),
});
export type Valve = z.infer<typeof valve>;

export const irrigationTrigger = z.discriminatedUnion('type', [
  z.object({ type: z.literal('time'), times: z.array(clockTime).min(1).max(48) }),
  z.object({
    type: z.literal('radiation'),
    sumJcm2: z.number().min(1).max(10_000),
    minRadiation: z.number().min(0).max(1500),
    minIntervalMin: z.number().int().min(1).max(1440),
    maxIntervalMin: z.number().int().min(1).max(1440),
  }),
  z.object({ type: z.literal('moisture'), sid: id, below: z.number().min(0).max(100) }),
]);
export type IrrigationTrigger = z.infer<typeof irrigationTrigger>;

export const irrigationPlan = z.object({
  pid: id,
  name,
  enabled: z.boolean(),
  trigger: irrigationTrigger,
  valveIds: z.array(id).min(1).max(64),
  secondsPerValve: z.number().int().min(1).max(7200),
  recipeId: id.nullable(),
  window: z.object({ start: clockTime, end: clockTime }).optional(),
});
export type IrrigationPlan = z.infer<typeof irrigationPlan>;

export const fertRecipe = z.object({
  rid: id,
  name,
  ec: z.number().min(0).max(10),
  ph: z.number().min(3).max(9),
  ratioA: z.number().min(0).max(100),
  ratioB: z.number().min(0).max(100),
  ratioAcid: z.number().min(0).max(100),
});
export type FertRecipe = z.infer<typeof fertRecipe>;

export const fertCenter = z.object({
  fid: id,
  name,
  layout: z.enum(['dual', 'single', 'legacy']),
  tanks: z.array(z.object({ name: z.string().min(1).max(20), capacityL: z.number().positive() })).max(8),
  ecSid: id.nullable(),
  phSid: id.nullable(),
  flowSid: id.nullable(),
  recipeId: id.nullable(),
});
export type FertCenter = z.infer<typeof fertCenter>;

/** `rotationIrrigation/cmd` para. */
export const irrigationCommand = z.object({
  action: z.enum(['start', 'stop', 'pause', 'resume', 'status']),
  pid: id.optional(),
});
export type IrrigationCommand = z.infer<typeof irrigationCommand>;

/** Progress of the running program (ack data and unsolicited report). */
export const irrigationStatus = z.object({
  state: z.enum(['idle', 'running', 'paused']),
  pid: id.nullable(),
  vid: id.nullable(),
  valveIndex: z.number().int().min(0),
  valveCount: z.number().int().min(0),
  remainingS: z.number().min(0),
  startedAt: timestamp.nullable(),
});
export type IrrigationStatus = z.infer<typeof irrigationStatus>;
