/** Actuators, manual commands and state reports (PROTOCOL.md "Actuator kinds"). */
import { z } from 'zod';
import { id, name, timestamp } from './envelope.ts';

export const actuatorKinds = [
  'roller',
  'b16roller',
  'curtain',
  'screen',
  'fan',
  'switch',
  'light',
  'valve',
  'fogger',
  'heater',
  'co2',
] as const;
export const actuatorKind = z.enum(actuatorKinds);
export type ActuatorKind = z.infer<typeof actuatorKind>;

/** Kinds that travel between 0 and 100 % (a position); the others are on/off. */
export const positionKinds: readonly ActuatorKind[] = ['roller', 'b16roller', 'curtain', 'screen'];
export const isPositionKind = (kind: ActuatorKind) => positionKinds.includes(kind);

/** A configured actuator. `board`/`channel` place a b16roller channel or a relay output. */
export const actuator = z.object({
  aid: id,
  name,
  zid: id.nullable(),
  kind: actuatorKind,
  travelTime: z.number().int().min(1).max(3600).optional(),
  board: z.number().int().min(1).max(64).optional(),
  channel: z.number().int().min(1).max(16).optional(),
  interlocks: z.array(id).max(16).default([]),
  enabled: z.boolean().default(true),
});
export type Actuator = z.infer<typeof actuator>;

export const actuatorActions = ['open', 'close', 'stop', 'on', 'off', 'set'] as const;
export const actuatorAction = z.enum(actuatorActions);
export type ActuatorAction = z.infer<typeof actuatorAction>;

/** `actuator/cmd` para; `release` hands the actuator back to automation. */
export const actuatorCommand = z
  .object({
    aid: id,
    action: z.enum([...actuatorActions, 'auto']),
    value: z.number().min(0).max(100).optional(),
    duration: z.number().int().min(1).max(86_400).optional(),
  })
  .refine((c) => c.action !== 'set' || c.value !== undefined, { message: 'set needs a value (0-100)' });
export type ActuatorCommand = z.infer<typeof actuatorCommand>;

export const actuatorStates = [
  'opening',
  'closing',
  'stopped',
  'open',
  'closed',
  'on',
  'off',
  'jammed',
] as const;
export const actuatorState = z.enum(actuatorStates);
export type ActuatorStateName = z.infer<typeof actuatorState>;

export const actuatorMode = z.enum(['manual', 'auto']);
export type ActuatorMode = z.infer<typeof actuatorMode>;

/** State report: `{ aid, state, pos?, mode, since }`; `until` ends a timed on. */
export const actuatorReport = z.object({
  aid: id,
  state: actuatorState,
  pos: z.number().min(0).max(100).optional(),
  target: z.number().min(0).max(100).optional(),
  mode: actuatorMode,
  since: timestamp,
  until: timestamp.optional(),
});
export type ActuatorReport = z.infer<typeof actuatorReport>;

/**
 * What a refused `actuator/cmd` (code 4) carries besides the actuator's report when an interlocked
 * partner is running: which one, by id and by the name the grower knows it by.
 */
export const interlockRefusal = z.object({ interlockedWith: z.object({ aid: id, name }) });
export type InterlockRefusal = z.infer<typeof interlockRefusal>;
