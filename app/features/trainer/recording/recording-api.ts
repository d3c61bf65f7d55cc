// The console's calls to the world's record and replay routes (/sim/world, same origin), checked with zod.
import { z } from 'zod';

const recordingStatus = z.union([
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
    last: z
      .object({ name: z.string(), messages: z.number(), restCalls: z.number(), durationMs: z.number() })
      .optional(),
  }),
]);
export type RecordingStatus = z.infer<typeof recordingStatus>;

const replayStatus = z.union([
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
    ended: z
      .object({ trace: z.string(), why: z.enum(['stopped', 'replaced', 'released', 'world-stopped']) })
      .optional(),
  }),
]);
export type ReplayStatus = z.infer<typeof replayStatus>;

const traceInfo = z.object({ name: z.string(), source: z.enum(['recorded', 'library']), bytes: z.number() });
export type TraceInfo = z.infer<typeof traceInfo>;

/** A refusal of the world (its own words) or a failure to reach it. */
export class WorldError extends Error {}

async function call<T>(schema: z.ZodType<T>, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/sim/world${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new WorldError('unreachable');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = z.object({ error: z.string() }).safeParse(json);
    throw new WorldError(error.success ? error.data.error : `HTTP ${response.status}`);
  }
  const checked = schema.safeParse(json);
  if (!checked.success) throw new WorldError('unexpected answer');
  return checked.data;
}

export const recordingApi = {
  recording: () => call(recordingStatus, '/recording'),
  record: (action: 'start' | 'stop') => call(recordingStatus, '/recording', { action }),
  traces: () => call(z.array(traceInfo), '/traces'),
  replay: () => call(replayStatus, '/replay'),
  replayAction: (
    body:
      | { action: 'start'; trace: string }
      | { action: 'seek'; atMs: number }
      | { action: 'pause' | 'resume' | 'stop' },
  ) => call(replayStatus, '/replay', body),
  downloadUrl: (name: string) => `/sim/world/traces/${encodeURIComponent(name)}`,
};
