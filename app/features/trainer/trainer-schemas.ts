// The shapes of the world's control API the trainer console reads (shared with scenarios/world-session.ts), as zod.
import { z } from 'zod';

/** A text in both languages, or one text for both (scenario files may give either). */
export const localized = z.union([z.string(), z.object({ zh: z.string(), en: z.string() })]);
export type Localized = z.infer<typeof localized>;

export const clockState = z.object({
  now: z.number(),
  speed: z.number(),
  paused: z.boolean(),
  stepped: z.boolean(),
  /** A jump under way: from, to, and the farm time it has reached. */
  jump: z.object({ from: z.number(), to: z.number(), at: z.number() }).optional(),
});
export type ClockState = z.infer<typeof clockState>;

export const clockAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('speed'), speed: z.number().min(1).max(3600) }),
  z.object({
    action: z.literal('jump'),
    ms: z
      .number()
      .min(1)
      .max(31 * 86_400_000),
  }),
]);
export type ClockAction = z.infer<typeof clockAction>;

const timelineStep = z.object({
  at: z.number(),
  do: z.string(),
  title: localized.nullish(),
  note: localized.nullish(),
});

export const scenarioSummary = z.object({
  name: z.string(),
  title: localized,
  description: localized.default(''),
  teaches: z.array(localized).default([]),
  durationMs: z.number(),
  start: z.unknown().optional(),
  timeline: z.array(timelineStep).default([]),
  expectations: z.array(z.object({ id: z.string(), title: localized.nullish() })).default([]),
});
export type ScenarioSummary = z.infer<typeof scenarioSummary>;
export const scenarioLibrary = z.array(scenarioSummary);

export const stepState = z.enum(['past', 'coming', 'failed']);
export const runStep = timelineStep.extend({
  index: z.number(),
  state: stepState,
  error: z.string().nullish(),
});
export type RunStep = z.infer<typeof runStep>;

export const expectationState = z.enum(['pending', 'met', 'missed']);
export const runExpectation = z.object({
  id: z.string(),
  title: localized.nullish(),
  state: expectationState,
  at: z.number().nullish(),
  detail: localized.nullish(),
});
export type RunExpectation = z.infer<typeof runExpectation>;

export const scenarioRun = z.discriminatedUnion('running', [
  z.object({ running: z.literal(false) }),
  z.object({
    running: z.literal(true),
    name: z.string(),
    startedAt: z.number(),
    at: z.number(),
    durationMs: z.number(),
    finished: z.boolean(),
    timeline: z.array(runStep),
    expectations: z.array(runExpectation),
  }),
]);
export type ScenarioRun = z.infer<typeof scenarioRun>;
export type RunningScenario = Extract<ScenarioRun, { running: true }>;

export const scenarioAction = z.object({
  action: z.enum(['start', 'stop', 'restart']),
  name: z.string().optional(),
});
export type ScenarioAction = z.infer<typeof scenarioAction>;

export const worldEvent = z.object({
  kind: z.string(),
  title: localized,
  description: localized.default(''),
  params: z.unknown().optional(),
});
export type WorldEvent = z.infer<typeof worldEvent>;
export const eventCatalogue = z.array(worldEvent);

/** What POST /events answers: anything JSON; the console shows the event's title as confirmation. */
export const eventApplied = z.unknown();
