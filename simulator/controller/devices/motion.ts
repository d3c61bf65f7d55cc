/** How one actuator moves: travel at 100 % per travelTime with periodic reports, or a timed on. */
import type {
  Actuator,
  ActuatorCommand,
  ActuatorReport,
  ActuatorStateName,
} from '../../../protocol/index.ts';
import { catchUpGate } from '../../catch-up.ts';
import type { Clock, TimerId } from '../../clock.ts';

export type Live = {
  aid: number;
  positional: boolean;
  state: ActuatorStateName;
  /** Position at rest, or where the current move started. */
  pos: number;
  target?: number;
  mode: 'manual' | 'auto';
  since: number;
  until?: number;
  move?: { from: number; to: number; startedAt: number; durationMs: number; tick: TimerId; end: TimerId };
  offTimer?: TimerId;
};

export type MotionDeps = {
  clock: Clock;
  now: () => number;
  publish: (live: Live) => void;
  settled: () => void;
  every: number;
};

const round1 = (v: number) => Math.round(v * 10) / 10;
const restState = (pos: number): ActuatorStateName => (pos >= 100 ? 'open' : pos <= 0 ? 'closed' : 'stopped');

export function createMotion(deps: MotionDeps) {
  const { clock, now, publish, settled } = deps;

  const position = (live: Live): number => {
    const m = live.move;
    if (!m) return live.pos;
    const done = Math.min(1, (clock.now() - m.startedAt) / m.durationMs);
    return m.from + (m.to - m.from) * done;
  };

  const halt = (live: Live) => {
    if (live.move) {
      live.pos = position(live);
      clock.clearInterval(live.move.tick);
      clock.clearTimeout(live.move.end);
      live.move = undefined;
      live.target = undefined;
      if (live.state === 'opening' || live.state === 'closing') live.state = restState(live.pos);
    }
    if (live.offTimer !== undefined) clock.clearTimeout(live.offTimer);
    live.offTimer = undefined;
  };

  const settle = (live: Live, pos: number) => {
    live.pos = Math.max(0, Math.min(100, pos));
    live.target = undefined;
    live.state = restState(live.pos);
    live.since = now();
    publish(live);
    settled();
  };

  const moveTo = (live: Live, actuator: Actuator, to: number) => {
    halt(live);
    const from = live.pos;
    if (Math.abs(to - from) < 1e-9) return settle(live, to); // already at the limit or target
    const durationMs = Math.round((Math.abs(to - from) / 100) * (actuator.travelTime ?? 60) * 1000);
    const startedAt = clock.now();
    live.state = to > from ? 'opening' : 'closing';
    live.target = to;
    live.since = now();
    // While the clock catches up, a position a minute; the start report below opens the first minute.
    const reportDue = catchUpGate(clock);
    reportDue();
    const tick = clock.setInterval(() => {
      if (motion.onTick(live)) return;
      if (clock.now() - startedAt < durationMs && reportDue()) publish(live);
    }, deps.every);
    const end = clock.setTimeout(() => {
      halt(live);
      settle(live, to);
    }, durationMs);
    live.move = { from, to, startedAt, durationMs, tick, end };
    publish(live);
  };

  const switchTo = (live: Live, on: boolean, durationS?: number) => {
    halt(live);
    live.state = on ? 'on' : 'off';
    live.since = now();
    live.until = on && durationS ? live.since + durationS * 1000 : undefined;
    if (on && durationS) live.offTimer = clock.setTimeout(() => switchTo(live, false), durationS * 1000);
    publish(live);
    settled();
  };

  const motion = {
    /** Hook run on every position tick; true when it took over (a jam). */
    onTick: (_live: Live): boolean => false,
    position,
    halt,
    running: (live: Live) => live.move !== undefined || live.state === 'on',
    apply(live: Live, actuator: Actuator, cmd: ActuatorCommand) {
      if (live.positional) {
        if (cmd.action === 'stop') {
          halt(live);
          return settle(live, live.pos);
        }
        const to =
          cmd.action === 'set' ? (cmd.value ?? 0) : cmd.action === 'open' || cmd.action === 'on' ? 100 : 0;
        return moveTo(live, actuator, to);
      }
      const on = cmd.action === 'set' ? (cmd.value ?? 0) > 0 : cmd.action === 'on' || cmd.action === 'open';
      switchTo(live, on, on ? cmd.duration : undefined);
    },
    jam(live: Live) {
      halt(live);
      live.state = 'jammed';
      live.since = now();
      publish(live);
    },
    release(live: Live) {
      live.state = live.positional ? restState(live.pos) : 'off';
      live.since = now();
      publish(live);
    },
    reportOf(live: Live): ActuatorReport {
      const report: ActuatorReport = { aid: live.aid, state: live.state, mode: live.mode, since: live.since };
      if (live.positional) report.pos = round1(position(live));
      if (live.positional && live.target !== undefined) report.target = round1(live.target);
      if (live.state === 'on' && live.until !== undefined) report.until = live.until;
      return report;
    },
  };
  return motion;
}
