/**
 * The world clock of the simulated world's control API (GET and POST /sim/world/clock,
 * protocol/sim-world.ts): its state and its commands. A file of its own so the app's world time
 * (app/lib/world-time-follower.ts) reads the clock without the rest of the control API.
 */
import { z } from './zod-mini.ts';

export const worldClockPath = '/sim/world/clock';
export const maxClockSpeed = 3600;
/** The longest jump or step of the world clock: 31 days. */
export const maxJumpMs = 31 * 86_400_000;

/** The world clock (simulator/world-clock.ts). */
export const clockState = z.object({
  /** Simulated epoch ms. */
  now: z.number(),
  speed: z.number().check(z.positive()),
  paused: z.boolean(),
  /** A test clock: moved only by advance or jump, never by the wall clock. */
  stepped: z.boolean(),
  /** A jump under way: from, to, and the farm time it has reached. */
  jump: z.optional(z.object({ from: z.number(), to: z.number(), at: z.number() })),
});
export type ClockState = z.infer<typeof clockState>;

/** Pause, resume, re-pace (1..3600) or jump (1 ms..31 days), checked whole before anything moves. */
export const clockCommand = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('pause') }),
  z.strictObject({ action: z.literal('resume') }),
  z.strictObject({
    action: z.literal('speed'),
    speed: z.number().check(z.minimum(1), z.maximum(maxClockSpeed)),
  }),
  z.strictObject({ action: z.literal('jump'), ms: z.int().check(z.minimum(1), z.maximum(maxJumpMs)) }),
]);
export type ClockCommand = z.infer<typeof clockCommand>;
