/**
 * The trainer's record and replay routes under /sim/world (protocol/sim-world.ts has their schemas):
 *   GET  /recording                      { recording: false, last? } | { recording: true, base, elapsedMs, messages, restCalls, … }
 *   POST /recording  { action: 'start' | 'stop', base? }   (default base: the farm's first, the demo user's)
 *   GET  /traces                         [{ name, source: 'recorded' | 'library', bytes, savedAt }]
 *   GET  /traces/:name                   the trace as JSON lines (a download)
 *   GET  /replay                         { active: false, ended? } | { active: true, trace, base, phase, atMs, durationMs, … }
 *   POST /replay     { action: 'start' | 'seek' | 'pause' | 'resume' | 'stop', trace?, base?, atMs? }
 * Bad input answers 400 { error } and changes nothing; a trace that does not parse names its line.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe } from '../../protocol/index.ts';
import { matchSimWorld, simWorldEndpoints } from '../../protocol/sim-world.ts';
import { z, type Schema } from '../../protocol/zod-mini.ts';
import { readJson, send } from './http.ts';
import { createRecordingSession } from './recording-session.ts';
import { createReplaySession } from './replay-session.ts';
import { createTraceStore, traceNamePattern } from './trace-store.ts';
import type { TrainerWorld } from './world-port.ts';

/** Mounts in the world's control server; resolves false for every path it does not own. */
export function createRecordingHandler(world: TrainerWorld & { libraryDir?: string }) {
  const store = createTraceStore(world);
  const recording = createRecordingSession(world, store);
  const replay = createReplaySession(world, store);
  const answer = <T>(
    res: ServerResponse,
    result: { ok: true; value: T } | { ok: false; status: number; error: string },
  ) => (result.ok ? send(res, 200, result.value) : send(res, result.status, { error: result.error }));
  const body = async <T>(req: IncomingMessage, schema: Schema<T>) => {
    const read = await readJson(req);
    if (!read.ok) return { ok: false as const, error: read.reason };
    const checked = z.safeParse(schema, read.value);
    return checked.success
      ? { ok: true as const, value: checked.data }
      : { ok: false as const, error: describe(checked.error) };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const call = matchSimWorld(req.method ?? 'GET', path);
    if (call?.name === 'recording') return send(res, 200, recording.status());
    if (call?.name === 'record') {
      const checked = await body(req, simWorldEndpoints.record.body);
      if (!checked.ok) return send(res, 400, { error: checked.error });
      return answer(
        res,
        checked.value.action === 'start' ? await recording.start(checked.value.base) : await recording.stop(),
      );
    }
    if (call?.name === 'traces') return send(res, 200, store.list());
    if (call?.name === 'trace') {
      let name = call.params.name ?? '';
      try {
        name = decodeURIComponent(name);
      } catch {
        // a bad escape is a name no trace has: answered 404 below
      }
      const text = traceNamePattern.test(name) ? store.read(name) : undefined;
      if (text === undefined) return send(res, 404, { error: `no trace named ${name}` });
      res.writeHead(200, {
        'content-type': 'application/x-ndjson; charset=utf-8',
        'content-disposition': `attachment; filename="${name}.trace.jsonl"`,
        'cache-control': 'no-store',
      });
      return (res.end(text), true);
    }
    if (call?.name === 'replay') return send(res, 200, replay.status());
    if (call?.name === 'driveReplay') {
      const checked = await body(req, simWorldEndpoints.driveReplay.body);
      if (!checked.ok) return send(res, 400, { error: checked.error });
      const command = checked.value;
      if (command.action === 'start') return answer(res, await replay.start(command.trace, command.base));
      return answer(
        res,
        replay.control(command.action, command.action === 'seek' ? command.atMs : undefined),
      );
    }
    return false;
  };
  return Object.assign(handle, {
    /** Ends a recording (saved) and a replay (live reports back) when the world stops. */
    async close() {
      if (recording.status().recording) await recording.stop();
      replay.dispose();
    },
  });
}
