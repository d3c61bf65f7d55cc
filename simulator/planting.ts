/**
 * How a world lays its farm out when the simulator starts: a seed, days of history, how far the
 * weather runs behind the clock, and whether the controllers' saved state is set aside. A scenario
 * plants its own world this way (scenarios/planting.ts), so a play starts from the same state at
 * any date and on every replay. Absent fields: the harness's own options.
 */
export type Planting = {
  seed?: number | string;
  warmDays?: number;
  /** The seeded weather runs this much behind the clock (controller/world/world-options.ts). */
  weatherShiftMs?: number;
  /** Start from the fixture, not from the saved state (overwritten at the first save). */
  fresh?: boolean;
};
