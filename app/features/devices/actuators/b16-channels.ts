// The 16 channels of a roller board: each channel's actuator, or nothing when it is not configured.
import type { Actuator } from '../../../../protocol/live/actuator.ts';

export const CHANNELS_PER_BOARD = 16;

/** The boards that carry b16roller channels, in order. */
export const boardsOf = (actuators: readonly Actuator[]): number[] =>
  [
    ...new Set(actuators.flatMap((a) => (a.kind === 'b16roller' && a.board !== undefined ? [a.board] : []))),
  ].sort((a, b) => a - b);

/** Channel 1..16 of `board` -> its b16roller (the first, should two claim the same channel). */
export function channelsOf(actuators: readonly Actuator[], board: number): (Actuator | undefined)[] {
  return Array.from({ length: CHANNELS_PER_BOARD }, (_, i) =>
    actuators.find((a) => a.kind === 'b16roller' && a.board === board && a.channel === i + 1),
  );
}

/** b16roller actuators without a board or channel: shown below the grid so none is lost. */
export const unplaced = (actuators: readonly Actuator[]): Actuator[] =>
  actuators.filter((a) => a.kind === 'b16roller' && (a.board === undefined || a.channel === undefined));
