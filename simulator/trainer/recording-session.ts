/**
 * Recording one base from the console: its MQTT traffic (through a second link of its controller)
 * and the cloud's REST calls, on the world clock, saved as `<time>-<base>` when stopped.
 */
import type { Recorder } from '../recorder/index.ts';
import { startRecorder } from '../recorder/index.ts';
import type { TraceInfo, TraceStore } from './trace-store.ts';
import { controllerLink, serverOf, type TrainerWorld } from './world-port.ts';

export type RecordingStatus =
  | { recording: false; last?: TraceInfo & { messages: number; restCalls: number; durationMs: number } }
  | {
      recording: true;
      base: string;
      sn: string;
      name: string;
      startedAt: number;
      elapsedMs: number;
      messages: number;
      restCalls: number;
    };

export type Result<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

/** `2025-06-01T08-30-00Z-farm-gh0001`: the world time of the start and the base, safe as a file name. */
export function traceNameOf(startedAt: number, base: string): string {
  const time = new Date(startedAt).toISOString().slice(0, 19).replaceAll(':', '-');
  return `${time}Z-${base.replace(/[^A-Za-z0-9._-]+/g, '-')}`.slice(0, 150);
}

export function createRecordingSession(world: TrainerWorld, store: TraceStore) {
  let active:
    | { recorder: Recorder; base: string; sn: string; name: string; startedAt: number; end(): Promise<void> }
    | undefined;
  let last: Extract<RecordingStatus, { recording: false }>['last'];
  let starting = false;

  const status = (): RecordingStatus =>
    active
      ? {
          recording: true,
          base: active.base,
          sn: active.sn,
          name: active.name,
          startedAt: active.startedAt,
          elapsedMs: Math.max(0, world.clock().now() - active.startedAt),
          messages: active.recorder.lines.length,
          restCalls: active.recorder.restLines.length,
        }
      : { recording: false, ...(last ? { last } : {}) };

  return {
    status,
    async start(base?: string): Promise<Result<RecordingStatus>> {
      if (active || starting)
        return { ok: false, status: 409, error: `already recording ${active?.base ?? ''}`.trim() };
      const server = serverOf(world.farm, base);
      if (!server)
        return { ok: false, status: 400, error: `base: no controller of this world has base ${base}` };
      starting = true;
      try {
        const transport = await controllerLink(world, server.sn, 'rec');
        const clock = world.clock();
        const startedAt = clock.now();
        const recorder = await startRecorder({ transport, bases: [server.base], clock });
        const untap = world.tapApi((call) => recorder.rest(call));
        const end = async () => {
          untap();
          recorder.stop();
          await transport.end();
        };
        active = { recorder, ...server, name: traceNameOf(startedAt, server.base), startedAt, end };
        return { ok: true, value: status() };
      } catch (error) {
        return {
          ok: false,
          status: 503,
          error: `could not start recording: ${error instanceof Error ? error.message : String(error)}`,
        };
      } finally {
        starting = false;
      }
    },
    async stop(): Promise<Result<RecordingStatus>> {
      if (!active) return { ok: false, status: 409, error: 'not recording' };
      const { recorder, name, startedAt } = active;
      const durationMs = Math.max(0, world.clock().now() - startedAt);
      await active.end();
      active = undefined;
      const info = store.save(name, recorder.text(), Date.now());
      last = { ...info, messages: recorder.lines.length, restCalls: recorder.restLines.length, durationMs };
      return { ok: true, value: status() };
    },
  };
}
export type RecordingSession = ReturnType<typeof createRecordingSession>;
