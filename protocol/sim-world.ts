/**
 * The simulated world's control API (/sim/world/*): each call's method, path, body and answer, as
 * zod (mini, so the app's world clock can read its answer without classic zod). The simulator's
 * handlers (simulator/world-control.ts, simulator/trainer/recording.ts, scenarios/world-session.ts)
 * check bodies with these schemas, the trainer console's one client (app/features/trainer/world-api.ts)
 * checks answers with them, and `npm run contract` writes them into the OpenAPI document. A refused
 * call answers `{ error }` (400 bad input, 404 no such thing, 409 not now, 501 not in this world).
 * Not part of the product: a production build carries none of it (scripts/check-dist.ts).
 */
import {
  clockCommand,
  clockState,
  maxClockSpeed,
  maxJumpMs,
  type ClockCommand,
  type ClockState,
  worldClockPath,
} from './sim-clock.ts';
import { fillRestPath } from './rest.ts';
import { classBody, classState } from './sim-class.ts';
import { z } from './zod-mini.ts';

/** A text in both languages, or one text for both (scenario files may give either). */
export const localized = z.union([z.string(), z.object({ zh: z.string(), en: z.string() })]);
export type Localized = z.infer<typeof localized>;

/** A scenario or event text in a language ('zh-CN' reads zh, anything else en). */
export function localize(text: Localized | null | undefined, lang: string): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  return lang.startsWith('zh') ? text.zh : text.en;
}

export { clockCommand, clockState, maxClockSpeed, maxJumpMs, type ClockCommand, type ClockState };

const advanceBody = z.object({ ms: z.number().check(z.minimum(0), z.maximum(maxJumpMs)) });

const faultTarget = z.object({
  sn: z.optional(z.string()),
  id: z.optional(z.number()),
  topic: z.optional(z.string()),
});
/** The wire shape of a fault command; the kinds and their params are the simulator's (simulator/faults.ts). */
export const faultCommandBody = z.union([
  z.object({
    op: z.literal('set'),
    kind: z.string(),
    target: z.optional(faultTarget),
    params: z.optional(z.record(z.string(), z.unknown())),
  }),
  z.object({ op: z.literal('clear'), kind: z.optional(z.string()), target: z.optional(faultTarget) }),
  z.object({ op: z.literal('list') }),
]);
const faultList = z.looseObject({ faults: z.array(z.unknown()), cleared: z.optional(z.number()) });

/** Weather quantities held from now (simulator/weather-overrides.ts checks their ranges). */
export const weatherBody = z.looseObject({
  sn: z.optional(z.string()),
  outTemp: z.optional(z.number()),
  outHum: z.optional(z.number()),
  radiation: z.optional(z.number()),
  windSpeed: z.optional(z.number()),
  windDir: z.optional(z.number()),
  rain: z.optional(z.number()),
  forMs: z.optional(z.number()),
  blendMs: z.optional(z.number()),
});
const weatherOverride = z.object({
  id: z.number(),
  sn: z.nullable(z.string()),
  values: z.record(z.string(), z.number()),
  from: z.number(),
  until: z.nullable(z.number()),
  blendMs: z.number(),
});
const weatherList = z.looseObject({
  overrides: z.array(weatherOverride),
  added: z.optional(weatherOverride),
  cleared: z.optional(z.number()),
});

export const worldStatus = z.looseObject({
  clock: z.looseObject({ mode: z.string(), now: z.number(), speed: z.number() }),
  controllers: z.array(z.looseObject({ sn: z.string(), base: z.string(), online: z.boolean() })),
});

/** What a reset leaves the automation doing: 'run' hands actuators back to it, 'hold' keeps them still. */
export const resetBody = z.strictObject({ automation: z._default(z.enum(['run', 'hold']), 'run') });
export type ResetAutomation = z.output<typeof resetBody>['automation'];
export const worldReset = z.object({
  now: z.number(),
  faultsCleared: z.number(),
  weatherCleared: z.number(),
  actuators: z.number(),
  refused: z.array(z.string()),
});

const timelineStep = z.object({
  at: z.number(),
  do: z.string(),
  title: z.nullish(localized),
  note: z.nullish(localized),
});
export const scenarioSummary = z.object({
  name: z.string(),
  title: localized,
  description: z._default(localized, ''),
  teaches: z._default(z.array(localized), []),
  durationMs: z.number(),
  start: z.optional(z.unknown()),
  timeline: z._default(z.array(timelineStep), []),
  expectations: z._default(z.array(z.object({ id: z.string(), title: z.nullish(localized) })), []),
});
export type ScenarioSummary = z.infer<typeof scenarioSummary>;

export const runStep = z.extend(timelineStep, {
  index: z.number(),
  state: z.enum(['past', 'coming', 'failed']),
  error: z.nullish(z.string()),
});
export type RunStep = z.infer<typeof runStep>;
export const runExpectation = z.object({
  id: z.string(),
  title: z.nullish(localized),
  state: z.enum(['pending', 'met', 'missed']),
  at: z.nullish(z.number()),
  detail: z.nullish(localized),
});
export type RunExpectation = z.infer<typeof runExpectation>;
export const scenarioRun = z.discriminatedUnion('running', [
  z.object({ running: z.literal(false) }),
  z.object({
    running: z.literal(true),
    name: z.string(),
    /** This play's own id: a follower tells its play from one started after it. */
    playId: z.string(),
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
export const scenarioAction = z.strictObject({
  action: z.enum(['start', 'stop', 'restart']),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
});
export type ScenarioAction = z.infer<typeof scenarioAction>;

export const worldEvent = z.object({
  kind: z.string(),
  title: localized,
  description: z._default(localized, ''),
  params: z.optional(z.unknown()),
});
export type WorldEvent = z.infer<typeof worldEvent>;
/** A one-click event by kind (scenarios/events.ts checks the kind and its parameters). */
export const eventBody = z.strictObject({
  kind: z.string(),
  params: z.optional(z.record(z.string(), z.unknown())),
});
const eventDone = z.object({ ok: z.literal(true), done: z.string() });

export const recordingStatus = z.union([
  z.object({
    recording: z.literal(true),
    base: z.string(),
    name: z.string(),
    elapsedMs: z.number(),
    messages: z.number(),
    restCalls: z.number(),
  }),
  z.object({
    recording: z.literal(false),
    last: z.optional(
      z.object({ name: z.string(), messages: z.number(), restCalls: z.number(), durationMs: z.number() }),
    ),
  }),
]);
export type RecordingStatus = z.infer<typeof recordingStatus>;
const base = z.optional(z.string().check(z.minLength(1), z.maxLength(200)));
export const recordingBody = z.strictObject({ action: z.enum(['start', 'stop']), base });

/** A trace's name: a file name without its suffix, nothing that could leave the folder. */
export const traceNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/;
export const traceInfo = z.object({
  name: z.string(),
  source: z.enum(['recorded', 'library']),
  bytes: z.number(),
});
export type TraceInfo = z.infer<typeof traceInfo>;

export const replayStatus = z.union([
  z.object({
    active: z.literal(true),
    trace: z.string(),
    base: z.string(),
    phase: z.enum(['playing', 'paused', 'finished', 'stopped']),
    atMs: z.number(),
    durationMs: z.number(),
    messages: z.number(),
    restCalls: z.number(),
  }),
  z.object({
    active: z.literal(false),
    ended: z.optional(
      z.object({ trace: z.string(), why: z.enum(['stopped', 'replaced', 'released', 'world-stopped']) }),
    ),
  }),
]);
export type ReplayStatus = z.infer<typeof replayStatus>;
export const replayBody = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('start'), trace: z.string().check(z.regex(traceNamePattern)), base }),
  z.strictObject({
    action: z.literal('seek'),
    atMs: z.int().check(z.minimum(0), z.maximum(366 * 86_400_000)),
  }),
  z.strictObject({ action: z.enum(['pause', 'resume', 'stop']) }),
]);
export type ReplayCommand = z.infer<typeof replayBody>;

/** A refusal: the world's reason. */
export const worldError = z.object({ error: z.string() });

export type SimWorldEndpoint = {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: `/sim/world/${string}`;
  readonly summary: string;
  readonly body?: z.ZodMiniType;
  /** The JSON answer (absent: not JSON, such as a trace download). */
  readonly answer?: z.ZodMiniType;
};

/** Every call of the world's control API, by the name its client calls it. */
export const simWorldEndpoints = {
  status: {
    method: 'GET',
    path: '/sim/world/status',
    summary: 'The clock and the controllers',
    answer: worldStatus,
  },
  faults: { method: 'GET', path: '/sim/world/faults', summary: 'The active faults', answer: faultList },
  fault: {
    method: 'POST',
    path: '/sim/world/faults',
    summary: 'Sets, clears or lists faults (simulator/README.md "Faults")',
    body: faultCommandBody,
    answer: faultList,
  },
  clearFaults: {
    method: 'DELETE',
    path: '/sim/world/faults',
    summary: 'Clears every fault',
    answer: faultList,
  },
  reboot: {
    method: 'POST',
    path: '/sim/world/controllers/:sn/reboot',
    summary: 'Reboots a controller (202)',
    answer: z.object({ rebooting: z.string() }),
  },
  clock: { method: 'GET', path: worldClockPath, summary: "The world clock's state", answer: clockState },
  setClock: {
    method: 'POST',
    path: worldClockPath,
    summary: 'Pauses, resumes, re-paces or jumps the world clock',
    body: clockCommand,
    answer: clockState,
  },
  advance: {
    method: 'POST',
    path: '/sim/world/clock/advance',
    summary: 'Steps a stepped clock ms ahead (409 otherwise)',
    body: advanceBody,
    answer: z.object({ now: z.number() }),
  },
  weather: {
    method: 'GET',
    path: '/sim/world/weather',
    summary: 'The weather overrides',
    answer: weatherList,
  },
  setWeather: {
    method: 'POST',
    path: '/sim/world/weather',
    summary: 'Holds weather quantities from now (simulator/weather-overrides.ts)',
    body: weatherBody,
    answer: weatherList,
  },
  clearWeather: {
    method: 'DELETE',
    path: '/sim/world/weather',
    summary: 'Clears every weather override',
    answer: weatherList,
  },
  reset: {
    method: 'POST',
    path: '/sim/world/reset',
    summary: 'Fixture configuration, faults and weather off, actuators released or held',
    body: resetBody,
    answer: worldReset,
  },
  scenarios: {
    method: 'GET',
    path: '/sim/world/scenarios',
    summary: 'The scenario library',
    answer: z.array(scenarioSummary),
  },
  scenario: {
    method: 'GET',
    path: '/sim/world/scenario',
    summary: 'The running scenario',
    answer: scenarioRun,
  },
  driveScenario: {
    method: 'POST',
    path: '/sim/world/scenario',
    summary: 'Starts, stops or restarts a scenario',
    body: scenarioAction,
    answer: scenarioRun,
  },
  events: {
    method: 'GET',
    path: '/sim/world/events',
    summary: 'The one-click events and their parameters',
    answer: z.array(worldEvent),
  },
  fireEvent: {
    method: 'POST',
    path: '/sim/world/events',
    summary: 'Applies a one-click event',
    body: eventBody,
    answer: eventDone,
  },
  recording: {
    method: 'GET',
    path: '/sim/world/recording',
    summary: 'The recording under way or the last one',
    answer: recordingStatus,
  },
  record: {
    method: 'POST',
    path: '/sim/world/recording',
    summary: "Starts or stops recording a base's traffic",
    body: recordingBody,
    answer: recordingStatus,
  },
  traces: {
    method: 'GET',
    path: '/sim/world/traces',
    summary: 'The recorded and library traces',
    answer: z.array(traceInfo),
  },
  trace: {
    method: 'GET',
    path: '/sim/world/traces/:name',
    summary: 'A trace as JSON lines (a download)',
  },
  class: {
    method: 'GET',
    path: '/sim/world/class',
    summary: 'The class of trainees: logins, bases and the class board',
    answer: classState,
  },
  driveClass: {
    method: 'POST',
    path: '/sim/world/class',
    summary: 'Creates a class of 1-30 trainees (accounts and bases) or ends it',
    body: classBody,
    answer: classState,
  },
  replay: { method: 'GET', path: '/sim/world/replay', summary: 'The replay under way', answer: replayStatus },
  driveReplay: {
    method: 'POST',
    path: '/sim/world/replay',
    summary: 'Starts, seeks, pauses, resumes or stops a replay',
    body: replayBody,
    answer: replayStatus,
  },
} as const satisfies Record<string, SimWorldEndpoint>;

export type SimWorldName = keyof typeof simWorldEndpoints;
const simWorldNames = Object.keys(simWorldEndpoints).filter((k): k is SimWorldName => k in simWorldEndpoints);
type Endpoint<N extends SimWorldName> = (typeof simWorldEndpoints)[N];
/** What a call sends (its body's input), or never. */
export type SimWorldBody<N extends SimWorldName> =
  Endpoint<N> extends { body: z.ZodMiniType } ? z.input<Endpoint<N>['body']> : never;
/** What a call answers (its answer's output). */
export type SimWorldAnswer<N extends SimWorldName> =
  Endpoint<N> extends { answer: z.ZodMiniType } ? z.output<Endpoint<N>['answer']> : never;

/** A call's path with its `:name` segments filled (URI-escaped). */
export function simWorldPath(name: SimWorldName, params: Record<string, string> = {}): string {
  return fillRestPath(simWorldEndpoints[name].path, params).path;
}

/** The endpoint a request names, with its path params; undefined when none matches. */
export function matchSimWorld(
  method: string,
  path: string,
): { name: SimWorldName; params: Record<string, string> } | undefined {
  for (const name of simWorldNames) {
    const endpoint: SimWorldEndpoint = simWorldEndpoints[name];
    if (endpoint.method !== method) continue;
    const keys: string[] = [];
    const pattern = endpoint.path.replace(/:(\w+)/g, (_segment, key: string) => (keys.push(key), '([^/]+)'));
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (match) return { name, params: Object.fromEntries(keys.map((key, i) => [key, match[i + 1] ?? ''])) };
  }
  return undefined;
}
