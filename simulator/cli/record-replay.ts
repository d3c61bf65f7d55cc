/** `npm run sim -- record` and `replay`: traces to and from a broker, in real time. */
import fs from 'node:fs';
import { createClock } from '../clock.ts';
import { createMqttTransport } from '../controller/transport-mqtt.ts';
import { parseTrace, replayTrace, startRecorder } from '../recorder/index.ts';
import type { RecordArgs, ReplayArgs } from './args.ts';

const clientId = (prefix: string) =>
  `${prefix}-${process.pid.toString(36)}-${Date.now().toString(36).slice(-4)}`;

/** Records until the duration ends or the process is interrupted; resolves with the line count. */
export async function recordCli(args: RecordArgs, log: (line: string) => void): Promise<number> {
  const transport = createMqttTransport({
    url: args.broker,
    clientId: clientId('rec'),
    username: args.username,
    password: args.password,
    log,
  });
  await transport.connect();
  const out = args.out ? fs.createWriteStream(args.out, { flags: 'w' }) : undefined;
  const recorder = await startRecorder({
    transport,
    bases: args.bases,
    clock: createClock({ mode: 'real' }),
    onLine: (line) => (out ? out.write(line) : process.stdout.write(line)),
  });
  log(
    `[sim] recording ${args.bases.join(', ')}${args.out ? ` to ${args.out}` : ''}${args.durationS ? ` for ${args.durationS} s` : ' until Ctrl-C'}`,
  );
  await new Promise<void>((resolve) => {
    const timer = args.durationS ? setTimeout(resolve, args.durationS * 1000) : undefined;
    process.once('SIGINT', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  recorder.stop();
  await transport.end();
  await new Promise<void>((resolve) => (out ? out.end(resolve) : resolve()));
  log(`[sim] recorded ${recorder.lines.length} messages`);
  return recorder.lines.length;
}

/** Checks the whole trace first (nothing is sent if a line is bad), then replays it. */
export async function replayCli(args: ReplayArgs, log: (line: string) => void): Promise<boolean> {
  const parsed = parseTrace(fs.readFileSync(args.input, 'utf8'));
  if (!parsed.ok) {
    for (const p of parsed.problems.slice(0, 50)) log(`[sim] ${args.input}:${p.line}: ${p.reason}`);
    log(`[sim] ${parsed.problems.length} bad line(s): nothing replayed`);
    return false;
  }
  const transport = createMqttTransport({
    url: args.broker,
    clientId: clientId('replay'),
    username: args.username,
    password: args.password,
    log,
  });
  await transport.connect();
  const clock = createClock({ mode: 'real' });
  log(
    `[sim] replaying ${parsed.entries.length} messages at ${Number.isFinite(args.speed) ? `x${args.speed}` : 'full speed'}`,
  );
  const result = await replayTrace(parsed.entries, {
    transport,
    clock,
    speed: args.speed,
    mapBase: args.mapBase,
    log,
  });
  await transport.end();
  clock.dispose();
  log(`[sim] replayed ${result.published}, failed ${result.failed}`);
  return result.failed === 0;
}
