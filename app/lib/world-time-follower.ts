/**
 * Simulated builds only: the world's time kept in step with the simulator's world clock
 * (GET /sim/world/clock), asked again every few seconds while the page is visible and extrapolated
 * with the clock's speed in between; a paused clock stands still. Until the first answer (or while
 * the simulator is away) the last known time goes on, or the browser's own before any. The app's one
 * poller of the clock: a reader that needs it more often (the trainer console) asks for a pace.
 */
import { clockState, worldClockPath, type ClockState } from '../../protocol/sim-clock';
import { z } from '../../protocol/zod-mini';

export type FollowerPorts = {
  /** The world clock's JSON answer (or a rejection). */
  fetchClock: () => Promise<unknown>;
  /** Monotonic host ms (performance.now). */
  hostNow: () => number;
  /** Epoch ms of the browser, before the first answer. */
  wallNow: () => number;
  every: (ms: number, fn: () => void) => () => void;
  visible: () => boolean;
  onVisible: (fn: () => void) => () => void;
};

export type WorldTimeFollower = {
  now: () => number;
  /** Asks the world clock now (after a trainer's action); never rejects. */
  refresh: () => Promise<void>;
  /** Told after every answer that moved the time other than by extrapolation. */
  onChange: (listener: () => void) => () => void;
  /** The clock's last answer with its time extrapolated to now; undefined before the first. */
  state: () => ClockState | undefined;
  /** Asks the clock every `ms` (or sooner) until the returned release. */
  pace: (ms: number) => () => void;
  stop: () => void;
};

/** The last answer: `rate` is the speed the world really ran at since the one before (<= speed). */
type Base = { world: number; host: number; speed: number; rate: number; paused: boolean };

/** How often the clock is asked when no reader asks for more. */
export const clockPollMs = 5000;

export function createWorldTimeFollower(ports: FollowerPorts, period = clockPollMs): WorldTimeFollower {
  let base: Base | undefined;
  let answered: ClockState | undefined;
  let stops: (() => void)[] | undefined;
  let stopPolls: (() => void) | undefined;
  let pollingEvery = 0;
  const listeners = new Set<() => void>();
  const paces = new Map<symbol, number>();

  const extrapolate = (b: Base) =>
    b.paused ? b.world : Math.round(b.world + (ports.hostNow() - b.host) * b.rate);
  const refresh = async () => {
    try {
      const answer = z.parse(clockState, await ports.fetchClock());
      answered = answer;
      const host = ports.hostNow();
      const last = base;
      const before = last ? extrapolate(last) : undefined;
      // A machine that cannot keep up runs the world slower than its speed: follow what it managed.
      const ran =
        last && !last.paused && !answer.paused && last.speed === answer.speed && host > last.host
          ? (answer.now - last.world) / (host - last.host)
          : answer.speed;
      const rate = Math.min(answer.speed, Math.max(ran, answer.speed / 10));
      base = { world: answer.now, host, speed: answer.speed, rate, paused: answer.paused };
      const changed = !last || last.paused !== answer.paused || last.speed !== answer.speed;
      // Polls of a running clock land near the extrapolation: no re-render for them.
      if (changed || before === undefined || Math.abs(answer.now - before) > 1000) {
        for (const listener of [...listeners]) listener();
      }
    } catch {
      // The simulator is away or restarting: the last known time goes on.
    }
  };
  /** (Re)starts the polls at the fastest pace asked for. */
  const poll = () => {
    const every = Math.min(period, ...paces.values());
    if (stopPolls && every === pollingEvery) return;
    stopPolls?.();
    pollingEvery = every;
    stopPolls = ports.every(every, () => ports.visible() && void refresh());
  };
  const start = () => {
    if (stops) return;
    stops = [ports.onVisible(() => void refresh())];
    poll();
    void refresh();
  };

  return {
    now() {
      start();
      return base ? extrapolate(base) : ports.wallNow();
    },
    refresh() {
      start();
      return refresh();
    },
    onChange(listener) {
      start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    state() {
      start();
      return answered && base ? { ...answered, now: extrapolate(base) } : undefined;
    },
    pace(ms) {
      const reader = Symbol('reader');
      paces.set(reader, ms);
      start();
      poll();
      return () => {
        paces.delete(reader);
        if (stops) poll();
      };
    },
    stop() {
      for (const stop of stops ?? []) stop();
      stopPolls?.();
      stops = undefined;
      stopPolls = undefined;
    },
  };
}

/** The browser's ports: same-origin fetch (the dev and preview servers proxy /sim/world). */
export function browserFollowerPorts(): FollowerPorts {
  return {
    fetchClock: async () => {
      const res = await fetch(worldClockPath, { cache: 'no-store', signal: AbortSignal.timeout(3000) });
      if (!res.ok) throw new Error(`${worldClockPath}: ${res.status}`);
      const clock: unknown = await res.json();
      return clock;
    },
    hostNow: () => performance.now(),
    wallNow: () => Date.now(),
    every(ms, fn) {
      const id = setInterval(fn, ms);
      return () => clearInterval(id);
    },
    visible: () => document.visibilityState === 'visible',
    onVisible(fn) {
      const listener = () => document.visibilityState === 'visible' && fn();
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}
