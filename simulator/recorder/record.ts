/** Records every message under chosen base topics into trace lines, timed by the clock. */
import type { Clock } from '../clock.ts';
import type { Transport } from '../controller/transport.ts';
import { contractProblem, payloadOf, serializeLine, type TraceLine } from './trace.ts';

export type Recorder = {
  readonly lines: TraceLine[];
  /** Stops recording (the transport stays as it is). */
  stop(): void;
  /** The trace as JSON lines, each ending in a newline. */
  text(): string;
};

export type RecorderOptions = {
  /** A connected transport (or one that connects later: subscriptions are made on every connect). */
  transport: Transport;
  bases: readonly string[];
  clock: Pick<Clock, 'now'>;
  /** Called with each serialized line as it is recorded (streaming to a file). */
  onLine?: (text: string) => void;
};

export async function startRecorder(options: RecorderOptions): Promise<Recorder> {
  const { transport, clock } = options;
  if (options.bases.length === 0) throw new Error('[sim] record: no base topics given');
  const filters = options.bases.map((base) => `${base}/#`);
  const start = clock.now();
  const lines: TraceLine[] = [];
  let recording = true;
  transport.onMessage((topic, bytes, info) => {
    if (!recording) return;
    const line: TraceLine = {
      t: Math.max(0, clock.now() - start),
      topic,
      payload: payloadOf(bytes),
      qos: info.qos,
      retain: info.retain,
    };
    if (contractProblem(topic, bytes)) line.malformed = true;
    lines.push(line);
    options.onLine?.(`${serializeLine(line)}\n`);
  });
  transport.onConnect(() => void transport.subscribe(filters));
  if (transport.connected) await transport.subscribe(filters);
  return {
    lines,
    stop: () => void (recording = false),
    text: () => lines.map((l) => `${serializeLine(l)}\n`).join(''),
  };
}
