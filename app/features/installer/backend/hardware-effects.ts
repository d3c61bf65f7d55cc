/**
 * Which saves of a back-end channel move hardware and so ask first: switching the channel on or off
 * always; a new board/channel or travel time only while its actuator is moving, not closed, or of
 * unknown state (a closed, still actuator just takes the new setting). A channel that stays off moves
 * nothing, so any change to it is a plain save.
 */
import {
  isPositionKind,
  type ActuatorKind,
  type ActuatorReport,
} from '../../../../protocol/live/actuator.ts';
import type { BackendChannel } from '../../../../protocol/live/system.ts';

/** What the actuator is doing, as far as a channel change is concerned. */
export type Motion = 'moving' | 'notClosed' | 'unknown' | 'still';

export function motionOf(kind: ActuatorKind, report: ActuatorReport | undefined): Motion {
  if (!report) return 'unknown';
  if (report.state === 'opening' || report.state === 'closing' || report.state === 'on') return 'moving';
  if (report.state === 'jammed') return 'notClosed';
  if (!isPositionKind(kind)) return 'still';
  return report.state === 'closed' || (report.pos ?? 0) === 0 ? 'still' : 'notClosed';
}

export type HardwareEffect =
  | { kind: 'disable' }
  | { kind: 'enable' }
  | { kind: 'remap'; board: number; channel: number }
  | { kind: 'recalibrate'; travelTime: number };

/** The effects of saving `after` over `before` that need the installer's confirmation (none: save at once). */
export function hardwareEffects(
  before: BackendChannel,
  after: BackendChannel,
  motion: Motion,
): HardwareEffect[] {
  if (before.enabled && !after.enabled) return [{ kind: 'disable' }];
  const effects: HardwareEffect[] = [];
  if (!before.enabled && after.enabled) effects.push({ kind: 'enable' });
  if (!after.enabled || (motion === 'still' && effects.length === 0)) return effects;
  if (before.board !== after.board || before.channel !== after.channel)
    effects.push({ kind: 'remap', board: after.board, channel: after.channel });
  if (before.travelTime !== after.travelTime)
    effects.push({ kind: 'recalibrate', travelTime: after.travelTime });
  return effects;
}
