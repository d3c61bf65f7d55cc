/**
 * Simulated time. Every timer and timestamp in the simulator comes from a Clock:
 * 'real' follows the wall clock, 'accelerated' runs `speed` times faster, 'stepped' moves only when
 * a test calls advance(ms), running due timers in order of due time (then of creation).
 */

import { createTimerQueue, type QueuedTimer } from './timer-queue.ts';

export type ClockMode = 'real' | 'accelerated' | 'stepped';
export type TimerId = number;

export type Clock = {
  readonly mode: ClockMode;
  readonly speed: number;
  /** Simulated epoch milliseconds. */
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => TimerId;
  setInterval: (fn: () => void, ms: number) => TimerId;
  clearTimeout: (id: TimerId | undefined) => void;
  clearInterval: (id: TimerId | undefined) => void;
  /** Resolves after `ms` of simulated time. */
  sleep: (ms: number) => Promise<void>;
  /**
   * Stepped mode only: moves time forward by `ms`, running every timer that falls due. An
   * `interrupt` may stop it early: it returns the ms it did not move (0: all of them).
   */
  advance: (ms: number) => number;
  /** Number of pending timers. */
  pending: () => number;
  /**
   * True while the clock runs the early part of a jump (world-clock.ts): time that passes in one go,
   * which no one watches live. A publisher may send less then (the history and the physics go on).
   */
  catchingUp: () => boolean;
  /** Cancels every timer (and the host timer behind them). */
  dispose: () => void;
};

export type ClockOptions = {
  mode: ClockMode;
  speed?: number;
  start?: number | Date;
  /**
   * Told when a timer's callback throws. The clock goes on with the other timers (one controller's
   * bug must not stop every controller that shares the clock); default: logged with [sim].
   */
  onTimerError?: (error: unknown) => void;
  /**
   * Stepped clocks: asked after every timer an advance runs; true stops the advance there (the clock
   * stands at that timer's due time). The world clock holds time this way while a scenario's step
   * or judgement is under way, so it lands at the same simulated moment at any speed.
   */
  interrupt?: () => boolean;
  /** The host's time that bounds a turn of a real or accelerated clock (hostSliceMs); default performance.now. */
  hostNow?: () => number;
};

/**
 * The longest a real or accelerated clock runs due timers in one turn of the event loop. The rest
 * waits for the next turn (setImmediate, no idle gap): what those timers wrote goes out between the
 * turns (MQTT.js flushes a publish on the next tick), and the thread's sockets are read. A worker of
 * 2,500 controllers that fell behind (V8 marking its heap took ~60 % of the thread for ~0.9 s) ran
 * ever longer turns, 0.1 -> 0.5 -> 1.2 -> 1.7 s, each holding every message it stamped until the
 * turn ended (docs/fleet-profile.md).
 */
export const hostSliceMs = 10;

/** Stepped clocks start at a fixed instant so runs are reproducible: 2025-06-01 00:00 UTC+8. */
export const defaultSteppedStart = Date.UTC(2025, 4, 31, 16, 0, 0);

export function createClock(options: ClockOptions): Clock {
  const mode = options.mode;
  const speed = mode === 'real' ? 1 : mode === 'accelerated' ? (options.speed ?? 60) : 1;
  if (!(speed > 0) || !Number.isFinite(speed)) throw new Error(`[sim] clock speed must be > 0, got ${speed}`);
  const start =
    options.start instanceof Date
      ? options.start.getTime()
      : (options.start ?? (mode === 'stepped' ? defaultSteppedStart : Date.now()));
  const hostStart = Date.now();
  const timerFailed =
    options.onTimerError ?? ((error: unknown) => console.error('[sim] a timer callback failed:', error));
  const interrupt = mode === 'stepped' ? options.interrupt : undefined;
  let steppedNow = start;
  let seq = 0;
  const timers = createTimerQueue();
  let host: ReturnType<typeof setTimeout> | undefined;
  let resume: ReturnType<typeof setImmediate> | undefined;

  const hostNow = options.hostNow ?? (() => performance.now());
  const now = () => (mode === 'stepped' ? steppedNow : start + Math.floor((Date.now() - hostStart) * speed));

  /** Runs the timers due by `until` in order; stops early (true: some are left) once past `sliceEnd`. */
  const runDue = (until: number, sliceEnd = Infinity): boolean => {
    for (;;) {
      const first = timers.peek();
      if (!first || first.due > until) return false;
      if (hostNow() >= sliceEnd) return true;
      timers.pop();
      if (mode === 'stepped') steppedNow = Math.max(steppedNow, first.due);
      // An interval is queued again (same id) before it runs, so it may clear itself.
      if (first.period !== null) {
        first.due += first.period;
        timers.push(first);
      }
      try {
        first.fn();
      } catch (error) {
        timerFailed(error);
      }
      if (interrupt?.()) return true;
    }
  };

  // Real and accelerated clocks: one host timer for the next due one. A host turn runs due timers
  // for at most hostSliceMs and then lets the event loop turn (setImmediate) before going on.
  const runHost = () => {
    host = undefined;
    resume = undefined;
    if (!runDue(now(), hostNow() + hostSliceMs)) return armHost();
    if (host !== undefined) clearTimeout(host);
    host = undefined;
    resume = setImmediate(runHost);
  };

  const armHost = () => {
    if (mode === 'stepped' || resume !== undefined) return; // a slice to come re-arms at its end
    if (host !== undefined) clearTimeout(host);
    host = undefined;
    const first = timers.peek();
    if (!first) return;
    host = setTimeout(runHost, Math.max(0, Math.ceil((first.due - now()) / speed)));
  };

  const add = (fn: () => void, ms: number, repeat: boolean): TimerId => {
    const delay = Math.max(repeat ? 1 : 0, Number.isFinite(ms) ? ms : 0);
    const timer: QueuedTimer = { id: ++seq, due: now() + delay, period: repeat ? delay : null, fn };
    timers.push(timer);
    if (timers.peek() === timer) armHost();
    return timer.id;
  };

  const clear = (id: TimerId | undefined) => {
    if (id !== undefined && timers.cancel(id)) armHost();
  };

  const clock: Clock = {
    mode,
    speed,
    now,
    setTimeout: (fn, ms) => add(fn, ms, false),
    setInterval: (fn, ms) => add(fn, ms, true),
    clearTimeout: clear,
    clearInterval: clear,
    sleep: (ms) => new Promise((resolve) => add(resolve, ms, false)),
    advance(ms) {
      if (mode !== 'stepped') throw new Error(`[sim] advance() needs a stepped clock, this one is ${mode}`);
      if (!(ms >= 0)) throw new Error(`[sim] advance(${ms}): ms must be >= 0`);
      const target = steppedNow + ms;
      if (runDue(target)) return target - steppedNow;
      steppedNow = target;
      return 0;
    },
    pending: () => timers.size,
    catchingUp: () => false,
    dispose() {
      timers.clear();
      if (host !== undefined) clearTimeout(host);
      if (resume !== undefined) clearImmediate(resume);
      host = undefined;
      resume = undefined;
    },
  };
  return clock;
}
