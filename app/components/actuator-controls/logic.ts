/**
 * The pure part of the actuator controls: validating a go-to-% and a timed-on duration as typed, and
 * deriving what a control shows from the controller's latest report (never from what was asked).
 */
import {
  isPositionKind,
  type ActuatorCommand,
  type ActuatorKind,
  type ActuatorReport,
  type ActuatorStateName,
} from '../../../protocol/live/actuator.ts';

export type InputError = 'percentInvalid' | 'durationInvalid' | 'durationWhole';
export type Checked = { ok: true; value: number } | { ok: false; error: InputError };

const WHOLE = /^\d+$/;
/** The controller's limit for a timed on (protocol actuatorCommand.duration). */
export const MAX_DURATION_S = 86_400;

/** A go-to position as typed: a whole number 0..100. */
export function checkPercent(text: string): Checked {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return { ok: false, error: 'percentInvalid' };
  const value = Number(trimmed);
  return value <= 100 ? { ok: true, value } : { ok: false, error: 'percentInvalid' };
}

export type DurationUnit = 'min' | 's';

/** A timed-on duration as typed, in seconds: a whole number of minutes or seconds, 1 s..24 h. */
export function checkDuration(text: string, unit: DurationUnit): Checked {
  const trimmed = text.trim();
  if (!WHOLE.test(trimmed)) return { ok: false, error: trimmed === '' ? 'durationInvalid' : 'durationWhole' };
  const seconds = Number(trimmed) * (unit === 'min' ? 60 : 1);
  return seconds >= 1 && seconds <= MAX_DURATION_S
    ? { ok: true, value: seconds }
    : { ok: false, error: 'durationInvalid' };
}

const movingStates: readonly ActuatorStateName[] = ['opening', 'closing'];

/** What a control shows: the reported state, or 'unknown' before the first report. */
export type LiveView = {
  state: ActuatorStateName | 'unknown';
  positional: boolean;
  /** Reported position, rounded (position kinds). */
  pos?: number;
  /** Where a move is heading (only while moving). */
  target?: number;
  moving: boolean;
  on: boolean;
  jammed: boolean;
  mode?: ActuatorReport['mode'];
  since?: number;
  until?: number;
};

export function liveView(kind: ActuatorKind, report: ActuatorReport | undefined): LiveView {
  const positional = isPositionKind(kind);
  if (!report) return { state: 'unknown', positional, moving: false, on: false, jammed: false };
  const moving = movingStates.includes(report.state);
  return {
    state: report.state,
    positional,
    pos: report.pos === undefined ? undefined : Math.round(report.pos),
    target: moving && report.target !== undefined ? Math.round(report.target) : undefined,
    moving,
    on: report.state === 'on',
    jammed: report.state === 'jammed',
    mode: report.mode,
    since: report.since,
    until: report.state === 'on' ? report.until : undefined,
  };
}

/** idle; sending (waiting for the ack); moving (the ack came, the position has not arrived yet). */
export type Phase = 'idle' | 'sending' | 'moving';

/** `pending` is useActuatorCommand's: true from sending until the ack and while the report says moving. */
export function controlPhase(pending: boolean, view: LiveView): Phase {
  if (view.moving) return 'moving';
  return pending ? 'sending' : 'idle';
}

/**
 * The command that takes an actuator into manual control without changing what it does: stop for a
 * position kind (it holds where it is), the same on/off for the others (a timed on keeps its end).
 */
export function holdCommand(
  view: LiveView,
  now: number,
): { action: ActuatorCommand['action']; duration?: number } {
  if (view.positional) return { action: 'stop' };
  if (!view.on) return { action: 'off' };
  if (view.until === undefined) return { action: 'on' };
  const left = Math.ceil((view.until - now) / 1000);
  return left >= 1 ? { action: 'on', duration: Math.min(left, MAX_DURATION_S) } : { action: 'off' };
}
