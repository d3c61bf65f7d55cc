/**
 * A scenario (format v2): a named, reproducible situation on a farm: when it starts, a
 * timeline of steps (narration, one-click events, weather, faults, reboots, app requests, cloud
 * changes) and expectations checked while it plays. Checked on load; see scenarios/README.md.
 */
import { z } from 'zod';
import { checkEventParams } from './events.ts';
import { bilingualText } from './bilingual.ts';
import { expectation, kebab, title } from './expectations.ts';
import { scenarioStep, type ScenarioStep } from './steps.ts';
import { positiveTime } from './times.ts';

const farmSpec = z
  .object({
    name: z.string().min(1),
    servers: z.number().int().min(1).optional(),
    zones: z.number().int().min(1).max(64).optional(),
  })
  .strict();

/** Local farm time (Asia/Shanghai) of the start, 'HH:MM'; or an instant (ISO 8601 with offset). */
const start = z.union([
  z.object({ timeOfDay: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "timeOfDay: 'HH:MM'") }).strict(),
  z.object({ iso: z.iso.datetime({ offset: true }) }).strict(),
]);

export const scenarioSchema = z
  .object({
    name: kebab,
    title: title,
    /** One paragraph for the picker. */
    description: bilingualText,
    /** What a trainer shows with it (1-4 lines). */
    teaches: z.array(bilingualText).min(1).max(4),
    farm: farmSpec,
    start: start.optional(),
    seed: z.union([z.number(), z.string()]).optional(),
    /** Simulated length (default: the last step or expectation window). */
    durationMs: positiveTime.optional(),
    timeline: z.array(scenarioStep).max(10_000),
    expect: z.array(expectation).max(200).default([]),
  })
  .strict()
  .superRefine((s, ctx) => {
    s.timeline.forEach((step, i) => {
      if (step.do !== 'event') return;
      const checked = checkEventParams(step.event, step.params);
      if (checked.success) step.params = checked.data;
      else
        for (const issue of checked.error.issues)
          ctx.addIssue({
            code: 'custom',
            path: ['timeline', i, 'params', ...issue.path.map(String)],
            message: `${step.event}: ${issue.message}`,
          });
    });
    const ids = new Set<string>();
    for (const [i, step] of s.timeline.entries()) {
      if (step.id && ids.has(step.id))
        ctx.addIssue({
          code: 'custom',
          path: ['timeline', i, 'id'],
          message: `duplicate step id ${step.id}`,
        });
      if (step.id) ids.add(step.id);
    }
    for (const [i, e] of s.expect.entries()) {
      if (e.within && e.within[0] > e.within[1])
        ctx.addIssue({
          code: 'custom',
          path: ['expect', i, 'within'],
          message: 'the window ends before it starts',
        });
      const check = e.check;
      if (check.kind !== 'reply') continue;
      if (s.timeline.find((t) => t.id === check.step)?.do !== 'request')
        ctx.addIssue({
          code: 'custom',
          path: ['expect', i, 'check', 'step'],
          message: `no request step with id ${check.step}`,
        });
    }
  });

export type Scenario = z.input<typeof scenarioSchema>;
export type CheckedScenario = z.infer<typeof scenarioSchema> & { durationMs: number };
export type { ScenarioStep };

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '?' : JSON.stringify(value);
const fieldOf = (value: unknown, name: string): unknown =>
  value && typeof value === 'object' ? Reflect.get(value, name) : undefined;

/** Where a problem is: `step 3 (at '10m', event)`, `expectation 1 (vents-open)` or the field path. */
export function placeOf(raw: unknown, path: readonly PropertyKey[]): string {
  const [head, index, ...rest] = path;
  const list = fieldOf(raw, String(head));
  const item: unknown = Array.isArray(list) && typeof index === 'number' ? list[index] : undefined;
  const tail = rest.length ? ` ${rest.map(String).join('.')}` : '';
  if (head === 'timeline' && typeof index === 'number')
    return `step ${index} (at ${JSON.stringify(fieldOf(item, 'at'))}, ${textOf(fieldOf(item, 'do'))})${tail}`;
  if (head === 'expect' && typeof index === 'number')
    return `expectation ${index} (${textOf(fieldOf(item, 'id'))})${tail}`;
  return path.length ? path.map(String).join('.') : 'the file';
}

/** One readable message: where each problem is and what it is (the first three). */
export function describeProblems(raw: unknown, error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${placeOf(raw, issue.path)}: ${issue.message}`)
    .join('; ');
}

/** Steps in time order (stable), and the duration filled in. */
export function finish(parsed: z.infer<typeof scenarioSchema>): CheckedScenario {
  const timeline = [...parsed.timeline].sort((a, b) => a.at - b.at);
  const ends = [...timeline.map((t) => t.at), ...parsed.expect.map((e) => e.within?.[1] ?? 0)];
  return { ...parsed, timeline, durationMs: parsed.durationMs ?? Math.max(0, ...ends) };
}

/** Checks a scenario definition; throws one readable error naming the scenario, the step and the problem. */
export function defineScenario(definition: Scenario): CheckedScenario {
  const parsed = scenarioSchema.safeParse(definition);
  if (!parsed.success)
    throw new Error(
      `scenario ${String(definition?.name ?? '?')}: ${describeProblems(definition, parsed.error)}`,
    );
  return finish(parsed.data);
}
