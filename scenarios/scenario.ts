/**
 * A scenario: a named, reproducible situation (ARCHITECTURE.md "Scenarios"): a farm, a clock, a
 * seed and a timeline of events (faults, reboots, app requests, cloud changes), checked on load.
 */
import { z } from 'zod';
import {
  controllerSubscriptions,
  describe as describeError,
  type RequestTopicName,
} from '../protocol/index.ts';
import { faultCommand } from '../simulator/faults.ts';

const requestTopicNames = controllerSubscriptions as readonly RequestTopicName[] as [
  RequestTopicName,
  ...RequestTopicName[],
];

const farmSpec = z.object({
  name: z.string().min(1),
  servers: z.number().int().min(1).optional(),
  zones: z.number().int().min(1).max(64).optional(),
});

/** One timeline event; `at` is simulated ms since the scenario started. */
const scenarioStep = z.discriminatedUnion('do', [
  z.object({
    at: z.number().int().min(0),
    do: z.literal('fault'),
    command: faultCommand,
    note: z.string().optional(),
  }),
  z.object({
    at: z.number().int().min(0),
    do: z.literal('reboot'),
    server: z.number().int().min(0),
    note: z.string().optional(),
  }),
  z.object({
    at: z.number().int().min(0),
    do: z.literal('request'),
    server: z.number().int().min(0),
    topic: z.enum(requestTopicNames),
    confTyp: z.string().min(1),
    method: z.string().min(1),
    para: z.record(z.string(), z.unknown()).default({}),
    note: z.string().optional(),
  }),
  z.object({
    at: z.number().int().min(0),
    do: z.literal('cloud'),
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
    path: z.string().startsWith('/sim/control/'),
    body: z.unknown().optional(),
    note: z.string().optional(),
  }),
]);
export type ScenarioStep = z.infer<typeof scenarioStep>;

const scenario = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/, 'kebab-case'),
  description: z.string().min(1),
  farm: farmSpec,
  clock: z.object({
    mode: z.enum(['real', 'accelerated', 'stepped']),
    speed: z.number().positive().optional(),
    /** Simulated start, ISO 8601 (default: now, or the stepped default). */
    start: z.string().datetime({ offset: true }).optional(),
  }),
  seed: z.union([z.number(), z.string()]).optional(),
  /** Simulated length; the runner ends the scenario here (default: the last step). */
  durationMs: z.number().int().positive().optional(),
  timeline: z.array(scenarioStep).max(10_000),
});
export type Scenario = z.input<typeof scenario>;
export type CheckedScenario = z.infer<typeof scenario>;

/** Checks a scenario definition; throws one readable error naming the scenario and the problem. */
export function defineScenario(definition: Scenario): CheckedScenario {
  const parsed = scenario.safeParse(definition);
  if (!parsed.success)
    throw new Error(`[sim] scenario ${definition.name ?? '?'}: ${describeError(parsed.error)}`);
  const steps = [...parsed.data.timeline].sort((a, b) => a.at - b.at);
  return { ...parsed.data, timeline: steps };
}
