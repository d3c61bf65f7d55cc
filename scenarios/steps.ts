/** The timeline steps of a scenario file (format v2): narrate, event, weather, fault, reboot, request, cloud. */
import { z } from 'zod';
import { controllerSubscriptions } from '../protocol/index.ts';
import { faultCommand } from '../simulator/faults.ts';
import { bilingualText } from './bilingual.ts';
import { eventKinds } from './events.ts';
import { kebab, title } from './expectations.ts';
import { positiveTime, time } from './times.ts';

/** Fields every step has: when (since the start), an optional id (for reply checks), title and narration. */
const common = {
  at: time,
  id: kebab.optional(),
  title: title.optional(),
  /** What the trainer says along (shown on the console's timeline). */
  note: bilingualText.optional(),
};
const server = z.number().int().min(0);

export const scenarioStep = z.discriminatedUnion('do', [
  z.object({ ...common, do: z.literal('narrate'), note: bilingualText }).strict(),
  z
    .object({
      ...common,
      do: z.literal('event'),
      event: z.enum(eventKinds, {
        error: (issue) => `unknown event ${JSON.stringify(issue.input)}: use one of ${eventKinds.join(', ')}`,
      }),
      /** The event's parameters (events.ts): numbers, times and texts; checked against the event on load, defaults filled. */
      params: z.record(z.string(), z.union([z.number(), z.string()])).default({}),
    })
    .strict(),
  z
    .object({
      ...common,
      do: z.literal('weather'),
      /** The quantities to hold (simulator/weather-overrides.ts). */
      set: z
        .object({
          outTemp: z.number().min(-50).max(60).optional(),
          outHum: z.number().min(0).max(100).optional(),
          radiation: z.number().min(0).max(1500).optional(),
          windSpeed: z.number().min(0).max(60).optional(),
          windDir: z.number().min(0).max(360).optional(),
          rain: z.number().min(0).max(200).optional(),
        })
        .strict()
        .refine((s) => Object.keys(s).length > 0, 'name at least one weather quantity'),
      /** One controller (index); absent: all. */
      server: server.optional(),
      forMs: positiveTime.optional(),
      blendMs: time.optional(),
    })
    .strict(),
  z.object({ ...common, do: z.literal('fault'), command: faultCommand }).strict(),
  z.object({ ...common, do: z.literal('reboot'), server }).strict(),
  z
    .object({
      ...common,
      do: z.literal('request'),
      server,
      topic: z.enum(controllerSubscriptions),
      confTyp: z.string().min(1),
      method: z.string().min(1),
      para: z.record(z.string(), z.unknown()).default({}),
    })
    .strict(),
  z
    .object({
      ...common,
      do: z.literal('cloud'),
      method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
      path: z.string().startsWith('/sim/control/'),
      body: z.unknown().optional(),
    })
    .strict(),
]);
export type ScenarioStep = z.infer<typeof scenarioStep>;
export type ScenarioStepInput = z.input<typeof scenarioStep>;
export type StepOf<K extends ScenarioStep['do']> = Extract<ScenarioStep, { do: K }>;
