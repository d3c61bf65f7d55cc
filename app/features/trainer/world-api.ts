// The trainer console's one client of the world's control API (/sim/world/*, same origin): the calls
// of protocol/sim-world.ts, every body and answer checked by its schema there.
import {
  simWorldEndpoints as calls,
  simWorldPath,
  type ClockCommand,
  type ReplayCommand,
  type ScenarioAction,
} from '../../../protocol/sim-world';
import { z } from '../../../protocol/zod-mini';
import type { ClassCommand } from '../../../protocol/sim-class';

/** A refused or broken call: the world's own `{ error }` message when it gave one; status 0: unreachable. */
export class WorldApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'WorldApiError';
  }
}

/** The port: a fetch (the browser's in the app, a fake in tests). */
export type FetchPort = (url: string, init?: RequestInit) => Promise<Response>;

/** An endpoint of the table: its answer's output `T`, its body's input `B`. */
type Call<T, B> = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: z.core.$ZodType<unknown, B>;
  answer: z.core.$ZodType<T>;
};

const worldError = z.object({ error: z.string().check(z.minLength(1)) });

async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = worldError.safeParse(JSON.parse(text));
    if (body.success) return body.data.error;
  } catch {
    // Not JSON (a proxy's error page): the status line says enough.
  }
  return text.trim().slice(0, 200) || `HTTP ${response.status}`;
}

/** Builds the client over a fetch port. */
export function createWorldApi(fetchPort: FetchPort) {
  async function call<T, B = never>(endpoint: Call<T, B>, body?: B, path = endpoint.path): Promise<T> {
    const { method } = endpoint;
    const name = path.replace(/^\/sim\/world\//, '');
    let response: Response;
    try {
      response = await fetchPort(path, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
      });
    } catch (error) {
      throw new WorldApiError(
        `${method} ${name}: ${error instanceof Error ? error.message : String(error)}`,
        0,
      );
    }
    if (!response.ok) throw new WorldApiError(await errorText(response), response.status);
    const json: unknown = await response.json().catch(() => undefined);
    const result = z.safeParse(endpoint.answer, json);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      throw new WorldApiError(
        `${method} ${name}: unexpected answer: ${where}${issue?.message ?? 'invalid'}`,
        response.status,
      );
    }
    return result.data;
  }

  return {
    clock: () => call(calls.clock),
    setClock: (command: ClockCommand) => call(calls.setClock, command),
    scenarios: () => call(calls.scenarios),
    scenario: () => call(calls.scenario),
    driveScenario: (action: ScenarioAction) => call(calls.driveScenario, action),
    events: () => call(calls.events),
    fireEvent: (kind: string, params?: Record<string, unknown>) =>
      call(calls.fireEvent, params === undefined ? { kind } : { kind, params }),
    /** The existing reset: fixture configuration, faults and weather off, automation running. */
    reset: () => call(calls.reset, { automation: 'run' }),
    recording: () => call(calls.recording),
    record: (action: 'start' | 'stop') => call(calls.record, { action }),
    traces: () => call(calls.traces),
    replay: () => call(calls.replay),
    driveReplay: (command: ReplayCommand) => call(calls.driveReplay, command),
    downloadUrl: (name: string) => simWorldPath('trace', { name }),
    /** The class of trainees and its board ({ active: false } when none). */
    classState: () => call(calls.class),
    driveClass: (command: ClassCommand) => call(calls.driveClass, command),
  };
}

export type WorldApi = ReturnType<typeof createWorldApi>;

/** The app's client: the browser's fetch on the page's own origin (the control guard allows it). */
export const worldApi: WorldApi = createWorldApi((url, init) => fetch(url, init));
