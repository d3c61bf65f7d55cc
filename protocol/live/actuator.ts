/** Actuators, manual commands and state reports (docs/design/protocol.md "Actuator kinds"). */
import { z } from '../zod-mini.ts';
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
  zid: z.nullable(id),
  kind: actuatorKind,
  travelTime: z.optional(z.number().check(z.int(), z.gte(1), z.lte(3600))),
  board: z.optional(z.number().check(z.int(), z.gte(1), z.lte(64))),
  channel: z.optional(z.number().check(z.int(), z.gte(1), z.lte(16))),
  interlocks: z._default(z.array(id).check(z.maxLength(16)), []),
  enabled: z._default(z.boolean(), true),
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
    value: z.optional(z.number().check(z.gte(0), z.lte(100))),
    duration: z.optional(z.number().check(z.int(), z.gte(1), z.lte(86_400))),
  })
  .check(
    z.refine((c) => c.action !== 'set' || c.value !== undefined, { message: 'set needs a value (0-100)' }),
  );
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
  pos: z.optional(z.number().check(z.gte(0), z.lte(100))),
  target: z.optional(z.number().check(z.gte(0), z.lte(100))),
  mode: actuatorMode,
  since: timestamp,
  until: z.optional(timestamp),
});
export type ActuatorReport = z.infer<typeof actuatorReport>;

/**
 * What a refused `actuator/cmd` (code 4) carries besides the actuator's report when an interlocked
 * partner is running: which one, by id and by the name the grower knows it by.
 */
export const interlockRefusal = z.object({ interlockedWith: z.object({ aid: id, name }) });
export type InterlockRefusal = z.infer<typeof interlockRefusal>;
