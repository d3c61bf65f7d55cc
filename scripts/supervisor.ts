/**
 * `npm start`'s supervision (one bad message once stopped broker, cloud, controllers and app
 * server together). A part that fails is restarted, within a budget; past it, the part is stopped and
 * the rest keeps running. Every decision is logged with the part's name and the cause.
 */

export type PartName = 'broker' | 'cloud' | 'simulator' | 'app';

export type SupervisorOptions = {
  /** Stops and starts the part again. */
  restart: (part: PartName) => Promise<void>;
  /** Stops the part for good. */
  isolate: (part: PartName) => Promise<void>;
  log: (line: string) => void;
  now?: () => number;
  /** At most `count` restarts of one part within `windowMs`; then it is isolated. */
  budget?: { count: number; windowMs: number };
};

export type Outcome = 'restarted' | 'isolated' | 'kept running' | 'already isolated';

/** Which part a failure came from, by the files in its stack; undefined when it names none. */
export function partOf(error: unknown): PartName | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const frames = stack.split('\n').slice(1);
  for (const frame of frames) {
    if (/[/\\]broker[/\\]/.test(frame)) return 'broker';
    if (/[/\\]simulator[/\\]cloud[/\\]/.test(frame)) return 'cloud';
    if (/[/\\]simulator[/\\]/.test(frame)) return 'simulator';
  }
  return undefined;
}

const why = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createSupervisor(options: SupervisorOptions) {
  const now = options.now ?? Date.now;
  const budget = options.budget ?? { count: 5, windowMs: 10 * 60_000 };
  const restarts = new Map<PartName, number[]>();
  const isolated = new Set<PartName>();
  const busy = new Map<PartName, Promise<Outcome>>();

  async function handle(part: PartName, error: unknown): Promise<Outcome> {
    if (isolated.has(part)) return 'already isolated';
    const recent = (restarts.get(part) ?? []).filter((t) => t > now() - budget.windowMs);
    if (recent.length >= budget.count) {
      isolated.add(part);
      options.log(
        `[start] ${part} failed: ${why(error)}; ${recent.length} restarts in ${budget.windowMs / 60_000} min, giving up on it: the other parts keep running`,
      );
      await options
        .isolate(part)
        .catch((e: unknown) => options.log(`[start] stopping ${part} failed: ${why(e)}`));
      return 'isolated';
    }
    restarts.set(part, [...recent, now()]);
    options.log(
      `[start] ${part} failed: ${why(error)}; restarting it (${recent.length + 1}/${budget.count})`,
    );
    try {
      await options.restart(part);
      options.log(`[start] ${part} is running again`);
      return 'restarted';
    } catch (restartError) {
      options.log(`[start] ${part} did not restart: ${why(restartError)}`);
      return handle(part, restartError);
    }
  }

  return {
    /** A failure of `part` (undefined: not attributable, logged and the world keeps running). */
    failed(part: PartName | undefined, error: unknown): Promise<Outcome> {
      if (part === undefined) {
        const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
        options.log(`[start] an error no part claims, logged and the world keeps running: ${stack}`);
        return Promise.resolve('kept running');
      }
      // One failure storm of a part is one restart, not a restart per error.
      const running = busy.get(part);
      if (running) return running;
      const done = handle(part, error).finally(() => busy.delete(part));
      busy.set(part, done);
      return done;
    },
    isIsolated: (part: PartName) => isolated.has(part),
  };
}
