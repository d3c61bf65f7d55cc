/**
 * The fertigation centre live (`fertigation/cmd`, docs/design/protocol.md): stock tanks and their dosing pumps,
 * the mixing tank, EC/pH at the dripper against the recipe, flow, pressure, and why it stopped.
 */
import { z } from '../zod-mini.ts';
import { id, timestamp } from './envelope.ts';

/** `fertigation/cmd` para: `status` of one centre (all when `fid` is absent), `refill` a stock tank
 * (every tank of the centre when `tank` is absent) to its capacity. */
export const fertigationCommand = z.object({
  action: z.enum(['status', 'refill']),
  fid: z.optional(id),
  tank: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
});
export type FertigationCommand = z.infer<typeof fertigationCommand>;

/** One stock tank (A, B, acid) and its dosing pump now. */
export const fertTankState = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(20)),
  role: z.enum(['fertilizer', 'acid']),
  capacityL: z.number().check(z.positive()),
  volumeL: z.number().check(z.gte(0)),
  pumpOn: z.boolean(),
  /** The dosing pump's rate now, L/h (0 when off). */
  doseLph: z.number().check(z.gte(0)),
});
export type FertTankState = z.infer<typeof fertTankState>;

/** Why a centre refuses to dose: a stock tank ran dry, or the filter is clogged. */
export const fertStopReason = z.enum(['tankEmpty', 'filterClogged']);
export type FertStopReason = z.infer<typeof fertStopReason>;

/** The centre's state (ack data of `status`/`refill`, and its unsolicited report with qryId null). */
export const fertCenterStatus = z.object({
  fid: id,
  /** idle: no program runs; dosing: a program runs and the pumps follow the recipe; stopped: a
   * program runs but dosing is stopped by `stopReason` (plain water flows, an alarm is open). */
  state: z.enum(['idle', 'dosing', 'stopped']),
  stopReason: z.nullable(fertStopReason),
  /** The dry tank's name when `stopReason` is tankEmpty. */
  stopTank: z.nullable(z.string().check(z.minLength(1), z.maxLength(20))),
  tanks: z.array(fertTankState).check(z.maxLength(8)),
  mixTank: z.object({ capacityL: z.number().check(z.positive()), volumeL: z.number().check(z.gte(0)) }),
  /** Measured at the dripper (mS/cm, pH); null when the probe gives no reading. */
  ec: z.nullable(z.number()),
  ph: z.nullable(z.number()),
  /** The recipe being dosed (the running plan's, else the centre's); null when none. */
  rid: z.nullable(id),
  ecTarget: z.nullable(z.number()),
  phTarget: z.nullable(z.number()),
  /** The running irrigation program, null when none. */
  pid: z.nullable(id),
  flowLpm: z.number().check(z.gte(0)),
  pressureBar: z.number().check(z.gte(0)),
  /** Pressure drop over the filter, bar (rises as it clogs). */
  filterDpBar: z.number().check(z.gte(0)),
  ts: timestamp,
});
export type FertCenterStatus = z.infer<typeof fertCenterStatus>;
