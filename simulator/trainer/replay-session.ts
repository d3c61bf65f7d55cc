/**
 * Replaying a trace into the running world. The replay speaks as the base's controller (a second
 * link); the live controller stays connected and answers the app's requests, but its own reports
 * are held (the publishHold fault) while the replay plays or rests, so the app shows the trace's
 * readings, alarms and actuator states. Finished or stopped, the hold goes and live reports return.
 */
import { parseTopic } from '../../protocol/index.ts';
import type { Fault } from '../faults.ts';
import {
  createPlayer,
  parseTrace,
  type Player,
  type PlayerStatus,
  type TraceEntry,
} from '../recorder/index.ts';
import { recordingStart, retimed } from '../recorder/retime.ts';
import { jsonField } from '../unknown-data.ts';
import type { Result } from './recording-session.ts';
import type { TraceStore } from './trace-store.ts';
import { controllerLink, serverOf, type TrainerWorld } from './world-port.ts';

export type ReplayStatus =
  | { active: false; ended?: { trace: string; why: EndReason } }
  | ({
      active: true;
      trace: string;
      base: string;
      sn: string;
      messages: number;
      restCalls: number;
    } & PlayerStatus);

/** Why the last replay ended: a trainer stopped it, another replaced it, a reset released the live controller, the world stopped. */
export type EndReason = 'stopped' | 'replaced' | 'released' | 'world-stopped';

/** The sn the trace's readings carry. */
function snOf(entries: readonly TraceEntry[]): string | undefined {
  const payload = entries.find(
    (e) => e.topic.endsWith('/sensor/data') && typeof e.payload === 'string',
  )?.payload;
  try {
    const sn = typeof payload === 'string' ? jsonField(payload, 'sn') : undefined;
    return typeof sn === 'string' ? sn : undefined;
  } catch {
    return undefined;
  }
}

const refuse = (status: number, error: string) => ({ ok: false as const, status, error });

export function createReplaySession(world: TrainerWorld, store: TraceStore) {
  let active:
    | { player: Player; trace: string; base: string; sn: string; messages: number; restCalls: number }
    | undefined;
  let ended: { trace: string; why: EndReason } | undefined;
  let hold: Fault | undefined;
  let stopLink = (): Promise<void> => Promise.resolve();
  let unwatch = (): void => undefined;

  const release = () => {
    unwatch();
    if (hold) world.faults().clear('publishHold', hold.target);
    hold = undefined;
  };
  const holdLive = (sn: string) => {
    if (hold) return;
    const faults = world.faults();
    hold = faults.set('publishHold', { sn });
    // A world reset (or a trainer) clearing the hold ends the replay: live and replayed reports must not mix.
    unwatch = faults.onChange((event) => {
      if (event.type === 'clear' && event.fault === hold) {
        hold = undefined;
        end('released');
      }
    });
  };
  const end = (why: EndReason) => {
    if (!active) return;
    ended = { trace: active.trace, why };
    active.player.stop();
    active = undefined;
    release();
    void stopLink();
  };
  const status = (): ReplayStatus => {
    if (!active) return { active: false, ...(ended ? { ended } : {}) };
    const { player, ...rest } = active;
    return { active: true, ...rest, ...player.status() };
  };
  const ok = (): Result<ReplayStatus> => ({ ok: true, value: status() });

  return {
    status,
    async start(trace: string, base?: string): Promise<Result<ReplayStatus>> {
      const text = store.read(trace);
      if (text === undefined) return refuse(404, `no trace named ${trace}`);
      const parsed = parseTrace(text);
      if (!parsed.ok) {
        const [first] = parsed.problems;
        const more = parsed.problems.length > 1 ? ` (and ${parsed.problems.length - 1} more bad lines)` : '';
        return refuse(400, `${trace} line ${first!.line}: ${first!.reason}${more}; nothing replayed`);
      }
      const first = parsed.entries[0] ? parseTopic(parsed.entries[0].topic) : undefined;
      const traceBase = first?.ok ? first.base : undefined;
      const target = serverOf(world.farm, base ?? (serverOf(world.farm, traceBase) ? traceBase : undefined));
      if (!target) return refuse(400, `base: no controller of this world has base ${base}`);
      end('replaced');
      let link;
      try {
        link = await controllerLink(world, target.sn, 'replay');
      } catch (error) {
        return refuse(
          503,
          `could not start the replay: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      stopLink = () => link.end();
      const from = traceBase && traceBase !== target.base ? traceBase : undefined;
      holdLive(target.sn);
      const clock = world.clock();
      const startedAt = recordingStart(parsed.entries);
      const traceSn = parsed.entries.length > 0 ? snOf(parsed.entries) : undefined;
      const sn = traceSn && traceSn !== target.sn ? { from: traceSn, to: target.sn } : undefined;
      const player = createPlayer(parsed.entries, {
        clock,
        durationMs: parsed.rest.at(-1)?.t,
        // The incident happens now: its times move to the world's (retime.ts), its sn to the base's.
        publish: (entry, atMs) => {
          const shift = startedAt === undefined ? 0 : clock.now() - (startedAt + atMs);
          const topic = from ? `${target.base}${entry.topic.slice(from.length)}` : entry.topic;
          return link.publish(topic, retimed(entry, shift, sn), { qos: entry.qos, retain: entry.retain });
        },
        onEnd: (s) => s.phase === 'finished' && release(),
      });
      active = { player, trace, ...target, messages: parsed.entries.length, restCalls: parsed.rest.length };
      ended = undefined;
      return ok();
    },
    control(action: 'pause' | 'resume' | 'seek' | 'stop', atMs?: number): Result<ReplayStatus> {
      if (!active) return refuse(409, 'no replay is running');
      if (action === 'stop') return (end('stopped'), ok());
      if (action === 'pause') active.player.pause();
      if (action === 'resume') {
        if (active.player.status().phase === 'finished')
          return refuse(409, 'the replay has finished: seek back first');
        holdLive(active.sn);
        active.player.resume();
      }
      if (action === 'seek') {
        if (atMs === undefined)
          return refuse(400, 'atMs: the moment to seek to, in ms since the trace start');
        holdLive(active.sn);
        active.player.seek(atMs);
      }
      return ok();
    },
    dispose: () => end('world-stopped'),
  };
}
export type ReplaySession = ReturnType<typeof createReplaySession>;
