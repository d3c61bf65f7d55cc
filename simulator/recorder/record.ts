/** Records every message under chosen base topics (and, when told, REST calls) into trace lines, timed by the clock. */
import type { Clock } from '../clock.ts';
import type { Transport } from '../controller/transport.ts';
import { restLineOf, serializeRestLine, type ApiCall, type RestTraceLine } from './rest.ts';
import { contractProblem, payloadOf, serializeLine, type TraceLine } from './trace.ts';

export type Recorder = {
  readonly lines: TraceLine[];
  readonly restLines: RestTraceLine[];
  /** Records one REST call of the cloud (redacted; ignored outside `/api/` or once stopped). */
  rest(call: ApiCall): void;
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
  const restLines: RestTraceLine[] = [];
  const texts: string[] = [];
  let recording = true;
  const keep = (text: string) => {
    texts.push(text);
    options.onLine?.(text);
  };
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
    keep(`${serializeLine(line)}\n`);
  });
  transport.onConnect(() => void transport.subscribe(filters));
  if (transport.connected) await transport.subscribe(filters);
  return {
    lines,
    restLines,
    rest(call) {
      const line = recording ? restLineOf(call, Math.max(0, clock.now() - start)) : undefined;
      if (!line) return;
      restLines.push(line);
      keep(`${serializeRestLine(line)}\n`);
    },
    stop: () => void (recording = false),
    text: () => texts.join(''),
  };
}
