/**
 * The contract monitor in a worker thread (non-strict mode): the broker's thread passes a publish on
 * at once and hands it to the monitor's thread, one packed batch per 25 ms; the monitor answers
 * with the violations only. At 5,000 sensor/data per second the checks (decode and schema, ~45 us
 * and some 30 kB of short-lived objects each) cost a fifth of a core and most of the garbage that
 * aedes' collector promoted: on the broker's own thread its p99 went from ~20 ms to several hundred
 * at each mark-compact (docs/fleet-profile.md). If the thread fails, the checks go on
 * in the broker's thread after delivery (broker/deferred-checks.ts).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createDeferredChecks, type DeferredChecks, type PendingCheck } from './deferred-checks.ts';
import { createContractMonitor } from './monitor.ts';
import { createMonitorSampler, defaultChecksPerSecond } from './monitor-sampler.ts';

const utf8 = new TextEncoder();
/**
 * Checks are gathered this long before they go to the thread: a batch per turn of the event loop
 * meant hundreds of postMessage calls a second at 5,000 publishes, 8 % of the broker's CPU.
 */
const batchMs = 25;

export type Violation = { id: string; topic: string; reason: string };
type Answer = { seq: number; violations: Violation[] };

// The thread's code: plain JavaScript importing the monitor through tsx's loader, as the fleet's
// worker threads do (simulator/cli/pool.ts).
const threadSource = (api: string, monitorUrl: string) => `
import { parentPort, workerData } from 'node:worker_threads';
import { register } from ${JSON.stringify(api)};
register();
const { createContractMonitor } = await import(${JSON.stringify(monitorUrl)});
const monitor = createContractMonitor(workerData.maxPayloadBytes);
parentPort.on('message', ({ seq, names, lengths, bytes }) => {
  const violations = [];
  for (let i = 0, at = 0; i < lengths.length; i++) {
    const id = names[2 * i], topic = names[2 * i + 1];
    const verdict = monitor(topic, bytes.subarray(at, at + lengths[i]));
    at += lengths[i];
    if (verdict.judged && !verdict.ok) violations.push({ id, topic, reason: verdict.reason });
  }
  parentPort.postMessage({ seq, violations });
});
`;

/**
 * One turn's checks packed for the thread: ids and topics in one array, the payloads in one buffer
 * handed over without a copy (a structured clone per message cost more than the checks saved).
 */
function pack(checks: readonly PendingCheck[]): {
  names: string[];
  lengths: Int32Array<ArrayBuffer>;
  bytes: Uint8Array<ArrayBuffer>;
} {
  const payloads = checks.map((c) => (typeof c.payload === 'string' ? utf8.encode(c.payload) : c.payload));
  const lengths = Int32Array.from(payloads, (p) => p.byteLength);
  const bytes = new Uint8Array(lengths.reduce((sum, n) => sum + n, 0));
  let at = 0;
  for (const p of payloads) {
    bytes.set(p, at);
    at += p.byteLength;
  }
  return { names: checks.flatMap((c) => [c.id, c.topic]), lengths, bytes };
}

export function createMonitorThread(options: {
  maxPayloadBytes?: number;
  onViolation: (v: Violation) => void;
  log: (line: string) => void;
  /** Checks posted and not answered yet beyond which a check is skipped. */
  maxInFlight?: number;
  /** Checks per second; above it a sample is checked (broker/monitor-sampler.ts). 0 = every one. */
  checksPerSecond?: number;
}): DeferredChecks & { close: () => Promise<void> } {
  const api = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const monitorUrl = new URL('./monitor.ts', import.meta.url).href;
  const worker = new Worker(threadSource(api, monitorUrl), {
    eval: true,
    workerData: { maxPayloadBytes: options.maxPayloadBytes },
  });
  worker.unref();
  const maxInFlight = options.maxInFlight ?? 50_000;
  const sizes = new Map<number, number>();
  let inFlight = 0;
  let seq = 0;
  let batch: PendingCheck[] = [];
  let skipped = 0;
  const budget = options.checksPerSecond ?? defaultChecksPerSecond;
  const sampler = createMonitorSampler({ perSecond: budget });
  let sampledSince = -Infinity;
  let fallback: DeferredChecks | undefined;

  const inline = () => {
    const monitor = createContractMonitor(options.maxPayloadBytes);
    return createDeferredChecks(
      (c) => {
        const verdict = monitor(c.topic, c.payload);
        if (verdict.judged && !verdict.ok)
          options.onViolation({ id: c.id, topic: c.topic, reason: verdict.reason });
      },
      { log: options.log },
    );
  };
  worker.on('message', ({ seq: answered, violations }: Answer) => {
    inFlight -= sizes.get(answered) ?? 0;
    sizes.delete(answered);
    for (const v of violations) options.onViolation(v);
  });
  worker.on('error', (error) => {
    options.log(
      `[broker] the contract monitor's thread failed (${String(error)}); checking in the broker's thread`,
    );
    fallback ??= inline();
  });
  const flush = () => {
    const checks = batch;
    batch = [];
    if (fallback) return checks.forEach((c) => fallback?.push(c));
    seq++;
    sizes.set(seq, checks.length);
    inFlight += checks.length;
    const packed = pack(checks);
    worker.postMessage({ seq, ...packed }, [packed.lengths.buffer, packed.bytes.buffer]);
  };
  return {
    push(check) {
      if (!sampler.take()) {
        const now = Date.now();
        if (now - sampledSince > 60_000)
          options.log(
            `[broker] contract monitor: ${sampler.rate()} publishes/s over its budget of ` +
              `${budget} checks/s: checking a sample (--monitor-rate)`,
          );
        sampledSince = now;
        return;
      }
      if (fallback) return fallback.push(check);
      if (inFlight + batch.length >= maxInFlight) {
        if (skipped++ % 10_000 === 0)
          options.log(`[broker] contract monitor behind: ${skipped} checks skipped so far`);
        return;
      }
      // The payload is a view of the socket's read, which is not reused: it is copied at the flush.
      if (batch.push(check) === 1) setTimeout(flush, batchMs);
    },
    skipped: () => skipped + (fallback?.skipped() ?? 0),
    async close() {
      await worker.terminate();
    },
  };
}
