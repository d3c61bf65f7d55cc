/**
 * A class of trainees on the simulated world (/sim/world/class): each trainee has an account of the
 * simulated cloud and a base of their own (a copy of a demo base on the world clock). Bodies and
 * answers as zod (mini); the world's handler (simulator/class/http.ts) checks bodies with them and
 * the trainer console's client (app/features/trainer/world-api.ts) checks answers.
 */
import { z } from './zod-mini.ts';

/** At most this many trainees in one class (a training day: 5-30 growers, each with a phone). */
export const maxTrainees = 30;

export const classBody = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('create'),
    trainees: z.int().check(z.minimum(1), z.maximum(maxTrainees)),
  }),
  z.strictObject({ action: z.literal('end') }),
]);
export type ClassCommand = z.infer<typeof classBody>;

/** What a trainee did last through the app, as their controller received it. */
export const traineeAction = z.object({
  at: z.number(),
  /** auto | set | setpoint | alarmAck | strategyOn | strategyOff | other */
  kind: z.string(),
  text: z.string(),
});
export type TraineeAction = z.infer<typeof traineeAction>;

export const exerciseResult = z.object({
  id: z.string(),
  state: z.enum(['pending', 'met', 'missed']),
  /** Simulated ms from the opening of its window to the action that met it. */
  tookMs: z.nullable(z.number()),
});
export type ExerciseResult = z.infer<typeof exerciseResult>;

export const traineeRow = z.object({
  index: z.number(),
  mobile: z.string(),
  password: z.string(),
  sn: z.string(),
  base: z.string(),
  baseName: z.string(),
  online: z.boolean(),
  openAlarms: z.number(),
  last: z.nullable(traineeAction),
  exercise: z.array(exerciseResult),
});
export type TraineeRow = z.infer<typeof traineeRow>;

export const exerciseHead = z.object({
  scenario: z.string(),
  startedAt: z.number(),
  expectations: z.array(z.object({ id: z.string(), title: z.object({ zh: z.string(), en: z.string() }) })),
});
export type ExerciseHead = z.infer<typeof exerciseHead>;

export const classState = z.union([
  z.object({ active: z.literal(false) }),
  z.object({
    active: z.literal(true),
    createdAt: z.number(),
    now: z.number(),
    trainees: z.array(traineeRow),
    exercise: z.nullable(exerciseHead),
  }),
]);
export type ClassState = z.infer<typeof classState>;
export type ActiveClass = Extract<ClassState, { active: true }>;
