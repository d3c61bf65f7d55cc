/**
 * The automation of one controller as one pure function: readings, configuration, actuator states,
 * the time and the memory in; actuator targets, log entries, the mixer command, the irrigation
 * status and the new memory out. No I/O and no clock: call it on the controller's cadence
 * (every 5-10 s of simulated time) and apply `targets` to the actuators.
 */
import { buildContext } from './context.ts';
import { runFertigation } from './fertigation.ts';
import { runFog } from './fog.ts';
import { runHeating } from './heating.ts';
import { irrigationStatus } from './irrigation/commands.ts';
import { runIrrigation } from './irrigation/runner.ts';
import { gateLogs } from './log-gate.ts';
import { outcomesOf } from './outcomes.ts';
import { resolve } from './resolve.ts';
import { runStrategy } from './strategies/dispatch.ts';
import type {
  AutomationInput,
  AutomationLog,
  AutomationState,
  Decision,
  Outcome,
  Proposal,
  WindState,
} from './types.ts';

export function decide(input: AutomationInput): Decision {
  const ctx = buildContext(input);
  const proposals: Proposal[] = [];
  const logs: AutomationLog[] = [];
  const wind: Record<number, WindState> = { ...input.state.wind };
  for (const strategy of input.config.strategy) {
    const result = runStrategy(strategy, ctx);
    proposals.push(...result.proposals);
    if (result.logs) logs.push(...result.logs);
    if (result.wind) wind[strategy.stid] = result.wind;
  }
  const fog = runFog(ctx);
  const heating = runHeating(ctx);
  const irrigation = runIrrigation(ctx);
  proposals.push(...fog.proposals, ...heating.proposals, ...irrigation.proposals);
  const running = irrigation.state.running;
  const own = running ? { pid: running.pid, paused: running.pausedLeftS !== null } : null;
  const fert = runFertigation(ctx, input.fertigation?.program ?? own, input.fertigation?.hold ?? false);
  const resolution = resolve(ctx, proposals);
  const manual = (aid: number | null) => aid !== null && ctx.live(aid).mode === 'manual';
  logs.push(
    ...[...(fog.logs ?? []), ...(heating.logs ?? []), ...(irrigation.logs ?? [])].filter(
      (l) => !manual(l.aid),
    ),
  );
  logs.push(...fert.logs, ...resolution.logs);
  const gated = gateLogs(input.state.logGate ?? {}, logs, input.now, input.utcOffsetMin);
  const state: AutomationState = {
    lastNow: input.now,
    targets: resolution.changed.length
      ? { ...input.state.targets, ...resolution.targets }
      : input.state.targets,
    switchedAt: resolution.switchedAt,
    wind,
    fog: fog.state,
    heating: heating.state,
    irrigation: irrigation.state,
    fertigation: fert.state,
    logGate: gated.gate,
  };
  let outcomes: Outcome[] | undefined;
  return {
    targets: resolution.targets,
    changed: resolution.changed,
    logs: gated.logs,
    state,
    mixer: fert.mixer,
    irrigation: irrigationStatus(state, input.config.irrigationPlan, input.now),
    outcomes: () => (outcomes ??= outcomesOf(ctx, proposals, resolution.verdicts)),
  };
}
