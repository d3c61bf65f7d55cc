/**
 * The world clock's commands for the control API (POST /sim/world/clock): pause, resume, speed and
 * jump, checked whole before anything is applied. A plain Clock (the CLI's real or accelerated
 * clock) answers its state and refuses what it cannot do; a stepped one can still jump.
 */
import { clockCommand, maxJumpMs, type ClockCommand } from '../protocol/sim-clock.ts';
import { z } from '../protocol/zod-mini.ts';
import type { Clock } from './clock.ts';
import { isWorldClock, type WorldClockState } from './world-clock.ts';

export { clockCommand, maxJumpMs, type ClockCommand };

export type ClockCommandResult =
  { ok: true; state: WorldClockState } | { ok: false; status: 400 | 409; reason: string };

/** The first problem of a bad command, in one line. */
export function clockCommandProblem(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'bad clock command';
  const path = issue.path.join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export function clockStateOf(clock: Clock): WorldClockState {
  if (isWorldClock(clock)) return clock.state();
  return { now: clock.now(), speed: clock.speed, paused: false, stepped: clock.mode === 'stepped' };
}

export async function applyClockCommand(clock: Clock, input: unknown): Promise<ClockCommandResult> {
  const parsed = z.safeParse(clockCommand, input);
  if (!parsed.success) return { ok: false, status: 400, reason: clockCommandProblem(parsed.error) };
  const command = parsed.data;
  if (isWorldClock(clock)) {
    if (command.action === 'pause') return { ok: true, state: clock.pause() };
    if (command.action === 'resume') return { ok: true, state: clock.resume() };
    if (command.action === 'speed') return { ok: true, state: clock.setSpeed(command.speed) };
    return { ok: true, state: await clock.jump(command.ms) };
  }
  if (command.action === 'jump' && clock.mode === 'stepped') {
    clock.advance(command.ms);
    return { ok: true, state: clockStateOf(clock) };
  }
  return { ok: false, status: 409, reason: `a ${clock.mode} clock cannot ${command.action}` };
}
