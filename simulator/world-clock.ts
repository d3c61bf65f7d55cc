/**
 * The world clock: one simulated time for the controllers, the cloud and (polled) the app. A stepped
 * Clock that this process moves along with the wall clock times `speed` (1..3600), which a trainer can
 * pause, re-pace or jump ahead, and a test can still step (advance). The pure-stepped variant
 * (`paced: false`) never moves by itself: tests move it with advance or jump.
 */
import { maxClockSpeed, type ClockState } from '../protocol/sim-clock.ts';
import { createClock, type Clock } from './clock.ts';

export const minSpeed = 1;
export const maxSpeed = maxClockSpeed;

/** The clock's state as the control API answers it (protocol/sim-clock.ts). */
export type WorldClockState = ClockState;

export type WorldClock = Clock & {
  state(): WorldClockState;
  setSpeed(speed: number): WorldClockState;
  pause(): WorldClockState;
  resume(): WorldClockState;
  /**
   * Moves `ms` ahead now, every timer running in order; in chunks, letting sockets drain between.
   * All but its last chunkMs run catching up (Clock.catchingUp): the controllers thin what they send.
   */
  jump(ms: number): Promise<WorldClockState>;
  /** Jumps to the moment `at` once the moves before it have ended (nothing when it is not ahead). */
  jumpTo(at: number): Promise<WorldClockState>;
  /**
   * Moves `ms` ahead as a stepped driver does (a scenario check): every timer in order, in chunks,
   * waiting on holds, nothing thinned.
   */
  step(ms: number): Promise<WorldClockState>;
  /**
   * Stops simulated time where it stands (right after the timer that asked, when one did) until
   * the returned release is called: a scenario's step or judgement completes at the simulated
   * moment it began, whatever the speed and however long its sockets take. Pacing resumes from
   * the release; the host time the hold took is not made up.
   */
  hold(): () => void;
  /** Stops the pacing and cancels every timer. */
  stop(): void;
};
/** The host's time and timers (injected by tests). */
export type HostTime = {
  /** Monotonic host ms. */
  now(): number;
  every(ms: number, fn: () => void): () => void;
  /** Lets pending I/O run (between chunks). */
  breathe(): Promise<void>;
};

export const hostTime: HostTime = {
  now: () => performance.now(),
  every(ms, fn) {
    const id = setInterval(fn, ms);
    id.unref();
    return () => clearInterval(id);
  },
  breathe: () => new Promise((resolve) => setImmediate(resolve)),
};

export type WorldClockOptions = {
  start?: number;
  speed?: number;
  /** Default true; false = the pure-stepped test clock. */
  paced?: boolean;
  host?: HostTime;
  /** Host ms between pacing ticks (default 50). */
  tickMs?: number;
  /** Most simulated ms advanced without letting I/O run (default 10 s). */
  chunkMs?: number;
  /** Most host ms one tick catches up after a stall; beyond it the world slows down (default 250). */
  maxTickMs?: number;
  onTimerError?: (error: unknown) => void;
};

export function checkSpeed(speed: number): number {
  if (!(speed >= minSpeed && speed <= maxSpeed))
    throw new Error(`[sim] world clock speed must be ${minSpeed}..${maxSpeed}, got ${speed}`);
  return speed;
}

export const isWorldClock = (clock: Clock): clock is WorldClock => 'jump' in clock && 'state' in clock;

export function createWorldClock(options: WorldClockOptions = {}): WorldClock {
  const host = options.host ?? hostTime;
  const paced = options.paced ?? true;
  const chunkMs = options.chunkMs ?? 10_000;
  const maxTickMs = options.maxTickMs ?? 250;
  let holds = 0;
  let released: { promise: Promise<void>; resolve: () => void } | undefined;
  const inner = createClock({
    mode: 'stepped',
    start: options.start ?? Date.now(),
    onTimerError: options.onTimerError,
    interrupt: () => holds > 0,
  });
  let speed = checkSpeed(options.speed ?? 1);
  let paused = false;
  let busy = false; // a chunked move (a big tick, a step or a jump) is running
  let last = host.now();
  let carry = 0; // simulated ms below 1 left over by the last tick
  let moves: Promise<unknown> = Promise.resolve();
  let catchingUp = false;
  let jumping: { from: number; to: number } | undefined;

  const rebase = () => {
    last = host.now();
    carry = 0;
  };
  const unheld = async () => {
    while (holds > 0) {
      released ??= signal();
      await released.promise;
    }
  };
  /**
   * In chunks. A jump catches up until its last chunkMs, which runs as any step does. A hold stops
   * a paced move (the rest of its time is not made up: the clock slows down); a step or a jump
   * waits for the release and goes on.
   */
  const move = async (ms: number, kind: 'paced' | 'step' | 'jump') => {
    for (let left = ms; left > 0;) {
      if (kind === 'paced' && (paused || holds > 0)) return;
      if (holds > 0) await unheld();
      const early = kind === 'jump' && left > chunkMs;
      const step = early ? Math.min(chunkMs, left - chunkMs) : Math.min(left, chunkMs);
      catchingUp = early;
      let notMoved = 0;
      try {
        notMoved = inner.advance(step);
      } finally {
        catchingUp = false;
      }
      left -= step - notMoved;
      if (left > 0) await host.breathe();
    }
  };
  const tick = () => {
    if (busy || !paced) return; // the elapsed host time waits for the next tick (capped)
    const at = host.now();
    const elapsed = Math.min(at - last, maxTickMs);
    last = at;
    if (paused || holds > 0 || !(elapsed > 0)) return;
    carry += elapsed * speed;
    const ms = Math.floor(carry);
    carry -= ms;
    if (ms <= chunkMs) return void inner.advance(ms);
    busy = true;
    void move(ms, 'paced').finally(() => (busy = false));
  };
  /**
   * Steps and jumps one after another, each after a paced move under way has ended. `ms` is how far,
   * or (jumpTo) the moment to reach, known only once the moves before it have ended.
   */
  const queued = (ms: number | (() => number), kind: 'step' | 'jump') => {
    if (typeof ms === 'number' && (!(ms > 0) || !Number.isFinite(ms)))
      return Promise.reject(new Error(`[sim] ${kind}(${ms}): ms must be > 0`));
    const run = moves.then(async () => {
      while (busy) await host.breathe();
      const length = typeof ms === 'number' ? ms : ms();
      if (!(length > 0)) return state();
      busy = true;
      if (kind === 'jump') jumping = { from: inner.now(), to: inner.now() + length };
      try {
        await move(length, kind);
      } finally {
        busy = false;
        jumping = undefined;
        rebase(); // the host time the move took is not paced again
      }
      return state();
    });
    moves = run.catch(() => undefined);
    return run;
  };
  const state = (): WorldClockState => ({
    now: inner.now(),
    speed,
    paused,
    stepped: !paced,
    ...(jumping ? { jump: { ...jumping, at: inner.now() } } : {}),
  });
  const stopPacing = paced ? host.every(options.tickMs ?? 50, tick) : () => undefined;

  return {
    mode: 'stepped',
    get speed() {
      return speed;
    },
    now: inner.now,
    setTimeout: inner.setTimeout,
    setInterval: inner.setInterval,
    clearTimeout: inner.clearTimeout,
    clearInterval: inner.clearInterval,
    sleep: inner.sleep,
    advance: inner.advance,
    pending: inner.pending,
    catchingUp: () => catchingUp,
    dispose: inner.dispose, // timers only (a restarted simulator): the pacing goes on
    state,
    setSpeed(next) {
      checkSpeed(next);
      tick(); // the time so far at the old speed
      speed = next;
      return state();
    },
    pause() {
      tick();
      paused = true;
      return state();
    },
    resume() {
      if (paused) rebase();
      paused = false;
      return state();
    },
    jump: (ms) => queued(ms, 'jump'),
    jumpTo: (at) => queued(() => at - inner.now(), 'jump'),
    step: (ms) => queued(ms, 'step'),
    hold() {
      holds++;
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        holds--;
        if (holds > 0) return;
        rebase();
        released?.resolve();
        released = undefined;
      };
    },
    stop() {
      stopPacing();
      inner.dispose();
    },
  };
}

/**
 * Holds a world clock (no other kind) until `work` settles, or `capMs` of host time at most (a
 * broker that is down must not stop the world): what `work` does happens at the simulated moment
 * it began, at any speed.
 */
export function holdWhile(clock: Clock, work: Promise<unknown>, capMs = 5000): void {
  if (!isWorldClock(clock)) return;
  const release = clock.hold();
  const cap = setTimeout(release, capMs);
  void work.finally(() => {
    clearTimeout(cap);
    release();
  });
}

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * GH_SIM_START: the world clock's first moment (an ISO time with its zone), else the wall clock's
 * now. The e2e harness pins it, so the weather, the sun and the controllers' schedules a spec meets
 * are the same on every run, whatever hour CI starts at.
 */
export function simStart(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const ms = /(Z|[+-]\d{2}:\d{2})$/.test(value) ? Date.parse(value) : NaN;
  if (!Number.isFinite(ms))
    throw new Error(
      `GH_SIM_START must be an ISO time with its zone (2026-04-15T10:00:00+08:00), got ${value}`,
    );
  return ms;
}
