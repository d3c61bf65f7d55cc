// The trainer console's client of the world's control API (/sim/world/*, same origin): every answer zod-checked.
import { z } from 'zod';
import {
  clockState,
  eventCatalogue,
  scenarioLibrary,
  scenarioRun,
  type ClockAction,
  type ScenarioAction,
} from './trainer-schemas';

export const worldPrefix = '/sim/world';
const unknownAnswer = z.unknown();

/** A refused or broken call: the world's own `{ error }` message when it gave one. */
export class TrainerApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'TrainerApiError';
  }
}

/** The port: a fetch (the browser's in the app, a fake in tests). */
export type FetchPort = (url: string, init?: RequestInit) => Promise<Response>;

async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === 'string' && body.error !== '') return body.error;
  } catch {
    // Not JSON (a proxy's error page): the status line says enough.
  }
  return text.trim().slice(0, 200) || `HTTP ${response.status}`;
}

/** Builds the client over a fetch port. */
export function createTrainerApi(fetchPort: FetchPort) {
  async function call<T>(method: 'GET' | 'POST', path: string, schema: z.ZodType<T>, body?: unknown) {
    let response: Response;
    try {
      response = await fetchPort(`${worldPrefix}/${path}`, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
      });
    } catch (error) {
      throw new TrainerApiError(`${method} ${path}: ${(error as Error).message}`, 0);
    }
    if (!response.ok) throw new TrainerApiError(await errorText(response), response.status);
    const json: unknown = await response.json().catch(() => undefined);
    const result = schema.safeParse(json);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      throw new TrainerApiError(
        `${method} ${path}: unexpected answer: ${where}${issue?.message ?? 'invalid'}`,
        response.status,
      );
    }
    return result.data;
  }

  return {
    clock: () => call('GET', 'clock', clockState),
    setClock: (action: ClockAction) => call('POST', 'clock', clockState, action),
    scenarios: () => call('GET', 'scenarios', scenarioLibrary),
    scenario: () => call('GET', 'scenario', scenarioRun),
    driveScenario: (action: ScenarioAction) => call('POST', 'scenario', unknownAnswer, action),
    events: () => call('GET', 'events', eventCatalogue),
    fireEvent: (kind: string, params?: Record<string, unknown>) =>
      call('POST', 'events', unknownAnswer, params === undefined ? { kind } : { kind, params }),
    /** The existing reset: fixture configuration, faults and weather off, automation running. */
    reset: () => call('POST', 'reset', unknownAnswer, { automation: 'run' }),
  };
}

export type TrainerApi = ReturnType<typeof createTrainerApi>;

/** The app's client: the browser's fetch on the page's own origin (the control guard allows it). */
export const trainerApi: TrainerApi = createTrainerApi((url, init) => fetch(url, init));
