/**
 * The automation of one controller as one pure function: readings, configuration, actuator states,
 * the time and the memory in; actuator targets, log entries, the mixer command, the irrigation
 * status and the new memory out. No I/O and no clock: call it on the controller's cadence
 * (every 5-10 s of simulated time) and apply `targets` to the actuators.
 */
import { buildContext, type Context } from './context.ts';
import { runFertigation } from './fertigation.ts';
import { runFog } from './fog.ts';
import { runHeating } from './heating.ts';
import { irrigationStatus } from './irrigation/commands.ts';
import { runIrrigation } from './irrigation/runner.ts';
import { gateLogs } from './log-gate.ts';
import { outcomesOf } from './outcomes.ts';
import { resolve, type Resolution } from './resolve.ts';
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

/** Appends `more` to `into` (a loop: spreading into push costs more on the hot path). */
function append<T>(into: T[], more: readonly T[] | undefined): void {
  if (more) for (const x of more) into.push(x);
}

/** Module logs, but those about an actuator under manual control (it is the grower's now). */
function appendUnlessManual(into: AutomationLog[], more: readonly AutomationLog[] | undefined, ctx: Context) {
  if (more) for (const l of more) if (l.aid === null || ctx.live(l.aid).mode !== 'manual') into.push(l);
}

/**
 * `{ ...before, ...resolution.targets }` (integer keys list in order either way): spreading one
 * object keyed by aids into another costs some 3 µs, a copy and a loop a fifth of it.
 */
function laidOver(before: AutomationState['targets'], resolution: Resolution): AutomationState['targets'] {
  const out = { ...before };
  for (const aid of resolution.given) {
    const target = resolution.targets[aid];
    if (target !== undefined) out[aid] = target; // every given aid has its target
  }
  return out;
}

const sameWind = (a: WindState | undefined, b: WindState) =>
  a !== undefined && a.active === b.active && a.since === b.since;

/** The outcomes, worked out on the first call (an unnamed closure: tsx names named ones at a cost). */
function outcomesLater(ctx: Context, proposals: readonly Proposal[], verdicts: Resolution['verdicts']) {
  let outcomes: Outcome[] | undefined;
  return () => (outcomes ??= outcomesOf(ctx, proposals, verdicts()));
}

export function decide(input: AutomationInput): Decision {
  const ctx = buildContext(input);
  const proposals: Proposal[] = [];
  const logs: AutomationLog[] = [];
  let wind = input.state.wind;
  for (const strategy of input.config.strategy) {
    const result = runStrategy(strategy, ctx);
    append(proposals, result.proposals);
    append(logs, result.logs);
    if (result.wind && !sameWind(wind[strategy.stid], result.wind)) {
      if (wind === input.state.wind) wind = { ...wind }; // copied on the first change (stids key an array)
      wind[strategy.stid] = result.wind;
    }
  }
  const fog = runFog(ctx);
  const heating = runHeating(ctx);
  const irrigation = runIrrigation(ctx);
  append(proposals, fog.proposals);
  append(proposals, heating.proposals);
  append(proposals, irrigation.proposals);
  const running = irrigation.state.running;
  const own = running ? { pid: running.pid, paused: running.pausedLeftS !== null } : null;
  const fert = runFertigation(ctx, input.fertigation?.program ?? own, input.fertigation?.hold ?? false);
  const resolution = resolve(ctx, proposals);
  appendUnlessManual(logs, fog.logs, ctx);
  appendUnlessManual(logs, heating.logs, ctx);
  appendUnlessManual(logs, irrigation.logs, ctx);
  append(logs, fert.logs);
  append(logs, resolution.logs);
  const gated = gateLogs(input.state.logGate ?? {}, logs, input.now, input.utcOffsetMin);
  const state: AutomationState = {
    lastNow: input.now,
    targets: resolution.changed.length ? laidOver(input.state.targets, resolution) : input.state.targets,
    switchedAt: resolution.switchedAt,
    wind,
    fog: fog.state,
    heating: heating.state,
    irrigation: irrigation.state,
    fertigation: fert.state,
    logGate: gated.gate,
  };
  return {
    targets: resolution.targets,
    changed: resolution.changed,
    logs: gated.logs,
    state,
    mixer: fert.mixer,
    irrigation: irrigationStatus(state, input.config.irrigationPlan, input.now),
    outcomes: outcomesLater(ctx, proposals, resolution.verdicts),
  };
}
