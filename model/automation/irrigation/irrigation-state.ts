/** Irrigation programs' memory: per-plan trigger state, the waiting queue and the running program. */

export type PlanState = {
  /** J cm⁻² of radiation summed since the last start (radiation trigger). */
  radSum: number;
  /** Local day the sum belongs to (it restarts each day). */
  day: number;
  lastStart: number | null;
  lastEnd: number | null;
  /**
   * The grower stopped the last start's program: the maximum interval no longer counts from that
   * start, so only the radiation sum (or the next clock time) starts the plan again.
   */
  stopped?: boolean;
};

export type RunningProgram = {
  pid: number;
  startedAt: number;
  valveIndex: number;
  valveStartedAt: number;
  /** Seconds left on the current valve when paused; null while running. */
  pausedLeftS: number | null;
};

export type IrrigationState = {
  plans: Record<number, PlanState>;
  /** Plans triggered and waiting for the running one to finish: one valve at a time. */
  queue: number[];
  running: RunningProgram | null;
};

export function initialIrrigationState(): IrrigationState {
  return { plans: {}, queue: [], running: null };
}
