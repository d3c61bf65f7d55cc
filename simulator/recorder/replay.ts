/**
 * Replays a checked trace: each line is published at its recorded time divided by `speed`
 * (Infinity: back to back, in order). Only a trace that parsed whole is accepted.
 */
import type { Clock } from '../clock.ts';
import type { Transport } from '../controller/transport.ts';
import type { TraceEntry } from './trace.ts';

export type ReplayOptions = {
  transport: Transport;
  clock: Clock;
  /** 1 = recorded pace, 10 = ten times faster, Infinity = as fast as possible. */
  speed?: number;
  /** Rewrites base topics: `{ 'farm/a': 'farm/b' }`. */
  mapBase?: Record<string, string>;
  log?: (line: string) => void;
};

function mapTopic(topic: string, mapBase: Record<string, string> | undefined): string {
  if (!mapBase) return topic;
  for (const [from, to] of Object.entries(mapBase)) {
    if (topic.startsWith(`${from}/`)) return `${to}${topic.slice(from.length)}`;
  }
  return topic;
}

/** Resolves once every line is published; a failed publish is logged and the replay goes on. */
export function replayTrace(
  entries: readonly TraceEntry[],
  options: ReplayOptions,
): Promise<{ published: number; failed: number }> {
  const speed = options.speed ?? 1;
  if (!(speed > 0)) throw new Error(`[sim] replay speed must be > 0, got ${speed}`);
  const { transport, clock } = options;
  let published = 0;
  let failed = 0;
  const publish = async (entry: TraceEntry) => {
    try {
      await transport.publish(mapTopic(entry.topic, options.mapBase), entry.bytes, {
        qos: entry.qos,
        retain: entry.retain,
      });
      published++;
    } catch (error) {
      failed++;
      options.log?.(
        `[sim] replay: publish on ${entry.topic} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  if (!Number.isFinite(speed)) {
    return (async () => {
      for (const entry of entries) await publish(entry);
      return { published, failed };
    })();
  }
  return new Promise((resolve) => {
    let pending = entries.length;
    if (pending === 0) return resolve({ published, failed });
    // The transport's publish is called inside the timer, so lines leave in order and at their time
    // (both transports queue in call order); only the completion is awaited.
    for (const entry of entries) {
      clock.setTimeout(() => {
        void publish(entry).then(() => {
          if (--pending === 0) resolve({ published, failed });
        });
      }, entry.t / speed);
    }
  });
}
