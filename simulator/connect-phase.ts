/**
 * Starting a fleet without a connection storm: controllers connect a bounded number at a time, each
 * within an optional deadline, and the phase is reported (connected, refused by the broker, timed
 * out). One that missed its deadline keeps trying in the background, as a real device would.
 */

export type ConnectReport = {
  connected: number;
  refused: number;
  timedOut: number;
  /** Wall time of the whole phase. */
  ms: number;
  /** The first refusal's reason (CONNACK code), to name the cause in a report. */
  firstRefusal?: string;
};

export type ConnectPhaseOptions = {
  /** Connects in flight at once (default 100): the broker's accept queue is not flooded. */
  concurrency?: number;
  /** Deadline per controller, ms from its own attempt; undefined = wait as long as it takes. */
  timeoutMs?: number;
  /** Told after every tenth of the fleet (a long phase shows that it moves). */
  progress?: (done: number, of: number) => void;
};

export type Starter = { start(): Promise<void>; refused?: () => string | undefined };

const timedOut = Symbol('timed out');

function within<T>(work: Promise<T>, ms: number | undefined): Promise<T | typeof timedOut> {
  if (ms === undefined) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
    timer.unref?.();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Starts every item, at most `concurrency` at a time; resolves with the report. */
export async function startPaced(items: readonly Starter[], options: ConnectPhaseOptions = {}) {
  const began = performance.now();
  const report: ConnectReport = { connected: 0, refused: 0, timedOut: 0, ms: 0 };
  const refuse = (reason: string) => {
    report.refused++;
    report.firstRefusal ??= reason;
  };
  let next = 0;
  let done = 0;
  const tenth = Math.max(1, Math.ceil(items.length / 10));
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) {
      const item = items[i];
      if (item === undefined) break; // i < length: never
      try {
        const outcome = await within(item.start(), options.timeoutMs);
        if (outcome !== timedOut) report.connected++;
        else {
          const reason = item.refused?.();
          if (reason) refuse(reason);
          else report.timedOut++;
        }
      } catch (error) {
        refuse(error instanceof Error ? error.message : String(error));
      }
      if (++done % tenth === 0 && done < items.length) options.progress?.(done, items.length);
    }
  };
  const lanes = Math.max(1, Math.min(options.concurrency ?? 100, items.length));
  await Promise.all(Array.from({ length: lanes }, lane));
  report.ms = Math.round(performance.now() - began);
  return report;
}

/** One line for logs: `5000 connected, 0 refused, 0 timed out in 4.2 s`. */
export function connectSummary(r: ConnectReport): string {
  const why = r.firstRefusal ? ` (first refusal: ${r.firstRefusal})` : '';
  return `${r.connected} connected, ${r.refused} refused, ${r.timedOut} timed out in ${(r.ms / 1000).toFixed(1)} s${why}`;
}
