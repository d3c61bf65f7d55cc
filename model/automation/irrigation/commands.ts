/**
 * `rotationIrrigation/cmd` as pure functions on the automation state: start (queue a plan now),
 * stop (end the program and empty the queue), pause/resume (freeze the current valve's time),
 * status (the protocol's IrrigationStatus).
 */
import type { IrrigationPlan, IrrigationStatus } from '../../../protocol/index.ts';
import type { AutomationState } from '../types.ts';

export type CommandResult = { ok: true; state: AutomationState } | { ok: false; code: 3 | 4; msg: string };

const withIrrigation = (
  state: AutomationState,
  irrigation: AutomationState['irrigation'],
): AutomationState => ({
  ...state,
  irrigation,
});

/** Queues plan `pid` to run at the next decision (at once if nothing runs). */
export function startPlan(
  state: AutomationState,
  plans: readonly IrrigationPlan[],
  pid: number,
): CommandResult {
  if (!plans.some((p) => p.pid === pid)) return { ok: false, code: 3, msg: `no irrigation plan ${pid}` };
  const ir = state.irrigation;
  if (ir.running?.pid === pid || ir.queue.includes(pid))
    return { ok: false, code: 4, msg: `plan ${pid} already running or queued` };
  return { ok: true, state: withIrrigation(state, { ...ir, queue: [...ir.queue, pid] }) };
}

/**
 * Stops the running program and drops the queue. Its plan starts again only on its own trigger: the
 * next clock time, or a new radiation sum (the maximum interval does not count from a stopped start).
 */
export function stopIrrigation(state: AutomationState, now: number): CommandResult {
  const ir = state.irrigation;
  const plans = { ...ir.plans };
  const pid = ir.running?.pid;
  if (pid !== undefined && plans[pid]) plans[pid] = { ...plans[pid], lastEnd: now, stopped: true };
  return { ok: true, state: withIrrigation(state, { plans, queue: [], running: null }) };
}

export function pauseIrrigation(
  state: AutomationState,
  plans: readonly IrrigationPlan[],
  now: number,
): CommandResult {
  const run = state.irrigation.running;
  if (!run || run.pausedLeftS !== null) return { ok: false, code: 4, msg: 'no running program to pause' };
  const plan = plans.find((p) => p.pid === run.pid);
  const left = Math.max(0, (plan?.secondsPerValve ?? 0) - (now - run.valveStartedAt) / 1000);
  return {
    ok: true,
    state: withIrrigation(state, { ...state.irrigation, running: { ...run, pausedLeftS: left } }),
  };
}

export function resumeIrrigation(
  state: AutomationState,
  plans: readonly IrrigationPlan[],
  now: number,
): CommandResult {
  const run = state.irrigation.running;
  if (!run || run.pausedLeftS === null) return { ok: false, code: 4, msg: 'no paused program to resume' };
  const plan = plans.find((p) => p.pid === run.pid);
  const valveStartedAt = now - ((plan?.secondsPerValve ?? 0) - run.pausedLeftS) * 1000;
  return {
    ok: true,
    state: withIrrigation(state, {
      ...state.irrigation,
      running: { ...run, valveStartedAt, pausedLeftS: null },
    }),
  };
}

/** The protocol's status of the program (ack data and unsolicited progress report). */
export function irrigationStatus(
  state: AutomationState,
  plans: readonly IrrigationPlan[],
  now: number,
): IrrigationStatus {
  const run = state.irrigation.running;
  const plan = run ? plans.find((p) => p.pid === run.pid) : undefined;
  if (!run || !plan)
    return {
      state: 'idle',
      pid: null,
      vid: null,
      valveIndex: 0,
      valveCount: 0,
      remainingS: 0,
      startedAt: null,
    };
  const valveLeft = run.pausedLeftS ?? Math.max(0, plan.secondsPerValve - (now - run.valveStartedAt) / 1000);
  const remainingS =
    valveLeft + plan.secondsPerValve * Math.max(0, plan.valveIds.length - run.valveIndex - 1);
  return {
    state: run.pausedLeftS === null ? 'running' : 'paused',
    pid: run.pid,
    vid: plan.valveIds[run.valveIndex] ?? null,
    valveIndex: run.valveIndex,
    valveCount: plan.valveIds.length,
    remainingS: Math.round(remainingS),
    startedAt: run.startedAt,
  };
}
