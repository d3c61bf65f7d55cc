/**
 * A seekable replay of a checked trace on a clock: play, pause, resume, seek, stop. Requests in the
 * trace are never published (the live controller would act on them). Seeking publishes the state at
 * that moment (seek.ts) and goes on from there, so an app watching the base shows that moment.
 */
import type { Clock, TimerId } from '../clock.ts';
import { indexAfter, isRequest, stateAt } from './seek.ts';
import type { TraceEntry } from './trace.ts';

export type PlayerPhase = 'playing' | 'paused' | 'finished' | 'stopped';
export type PlayerStatus = {
  phase: PlayerPhase;
  atMs: number;
  durationMs: number;
  published: number;
  failed: number;
};

export type Player = {
  status(): PlayerStatus;
  pause(): void;
  resume(): void;
  /** Jumps to atMs (0..duration): publishes the state there, then plays on (or stays paused). */
  seek(atMs: number): void;
  stop(): void;
};

export type PlayerOptions = {
  clock: Pick<Clock, 'now' | 'setTimeout' | 'clearTimeout'>;
  /**
   * Publishes one entry, in trace order, the next once this one resolves (a rejection counts as
   * failed). atMs: the trace moment it stands for (its own t, or the moment sought).
   */
  publish(entry: TraceEntry, atMs: number): Promise<unknown> | void;
  /** The trace's length (its REST lines may end after its last message); default: the last entry's t. */
  durationMs?: number;
  /** Told once when the replay reaches its end or is stopped. */
  onEnd?(status: PlayerStatus): void;
};

/** Starts playing at 0 right away. */
export function createPlayer(entries: readonly TraceEntry[], options: PlayerOptions): Player {
  const { clock } = options;
  const durationMs = Math.max(options.durationMs ?? 0, entries.at(-1)?.t ?? 0);
  let phase: PlayerPhase = 'playing';
  let fromMs = 0; // the trace position at `anchor` (playing) or where it rests (paused)
  let anchor = clock.now();
  let next = 0;
  let timer: TimerId | undefined;
  let published = 0;
  let failed = 0;

  const position = () =>
    phase === 'playing' ? Math.min(durationMs, fromMs + Math.max(0, clock.now() - anchor)) : fromMs;
  const status = (): PlayerStatus => ({ phase, atMs: position(), durationMs, published, failed });
  // One publish at a time: a QoS 1 answer and a QoS 0 report of the same moment must not overtake
  // each other on the way (a publish that returns no promise is done at once and never waits).
  let tail: Promise<void> | undefined;
  const publishOne = (entry: TraceEntry, atMs: number): Promise<void> | undefined => {
    if (phase === 'stopped') return undefined;
    try {
      const result = options.publish(entry, atMs);
      if (!(result instanceof Promise)) return void published++;
      return result.then(
        () => void published++,
        () => void failed++,
      );
    } catch {
      failed++; // a publish that throws is counted like one that rejects: the replay goes on
      return undefined;
    }
  };
  const send = (entry: TraceEntry, atMs = entry.t) => {
    if (isRequest(entry)) return;
    const next = tail ? tail.then(() => publishOne(entry, atMs)) : publishOne(entry, atMs);
    if (!next) return;
    tail = next;
    void next.then(() => {
      if (tail === next) tail = undefined;
    });
  };
  const end = (how: 'finished' | 'stopped') => {
    clock.clearTimeout(timer);
    fromMs = how === 'finished' ? durationMs : position();
    phase = how;
    options.onEnd?.(status());
  };
  const schedule = () => {
    clock.clearTimeout(timer);
    if (phase !== 'playing') return;
    const at = position();
    while (next < entries.length && entries[next]!.t <= at) send(entries[next++]!);
    if (next >= entries.length && at >= durationMs) return end('finished');
    const due = next < entries.length ? entries[next]!.t : durationMs;
    timer = clock.setTimeout(schedule, Math.max(0, due - at));
  };
  const rest = () => {
    fromMs = position();
    phase = 'paused';
    clock.clearTimeout(timer);
  };

  schedule();
  return {
    status,
    pause: () => phase === 'playing' && rest(),
    resume() {
      if (phase !== 'paused') return;
      phase = 'playing';
      anchor = clock.now();
      schedule();
    },
    seek(atMs) {
      if (phase === 'stopped') return;
      const to = Math.min(durationMs, Math.max(0, atMs));
      if (phase === 'finished') phase = 'paused';
      clock.clearTimeout(timer);
      for (const entry of stateAt(entries, to)) send(entry, to);
      next = indexAfter(entries, to);
      fromMs = to;
      anchor = clock.now();
      schedule();
    },
    stop: () => phase !== 'stopped' && phase !== 'finished' && end('stopped'),
  };
}
