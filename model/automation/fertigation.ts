/**
 * Fertigation to the recipe's EC and pH: while a program irrigates, the mixer is asked for the
 * recipe (the running plan's, else the centre's) corrected by an integral of the measured error,
 * so a weak stock or a drifting probe is made up (Priva-style: the dose is recomputed every few
 * seconds). Ki = 0.02 per s, correction within ±1.5 EC / ±1.5 pH. The first centre feeds every
 * program; a centre that holds (a dry tank, a clogged filter) lets plain water through.
 */
import type { Context } from './context.ts';
import type { AutomationLog, AutomationState, FertigationInput, MixerCommand } from './types.ts';

const ki = 0.02;
const limit = 1.5;

export type FertigationResult = {
  mixer: MixerCommand | null;
  logs: AutomationLog[];
  state: AutomationState['fertigation'];
};

export function runFertigation(
  ctx: Context,
  program: FertigationInput['program'],
  hold = false,
): FertigationResult {
  const center = ctx.config.fertCenter[0];
  const plan = program === null ? undefined : ctx.config.irrigationPlan.find((p) => p.pid === program.pid);
  const rid = plan?.recipeId ?? center?.recipeId ?? null;
  const recipe = rid === null ? undefined : ctx.config.fertRecipe.find((r) => r.rid === rid);
  const before = ctx.state.fertigation;
  if (!recipe) return { mixer: null, logs: [], state: before };
  const active = program !== null && !program.paused && !hold;
  const ec = center?.ecSid ? ctx.sensor(center.ecSid) : ctx.site('ec');
  const ph = center?.phSid ? ctx.sensor(center.phSid) : ctx.site('ph');
  const flow = center?.flowSid ? ctx.sensor(center.flowSid) : ctx.site('flow');
  let { ecIntegral, phIntegral } = before;
  const wasActive = before.active ?? false;
  // Integrate only over time the mix was flowing, so the start of a program does not wind it up.
  if (active && wasActive && (flow ?? 1) > 0 && ctx.dtS > 0) {
    const clamp = (x: number) => Math.min(limit, Math.max(-limit, x));
    if (ec !== undefined) ecIntegral = clamp(ecIntegral + ki * (recipe.ec - ec) * ctx.dtS);
    if (ph !== undefined) phIntegral = clamp(phIntegral + ki * (recipe.ph - ph) * ctx.dtS);
  }
  const logs: AutomationLog[] = [];
  if (active && !wasActive)
    logs.push({
      kind: 'irrigation',
      aid: null,
      message: `fertigation: ${recipe.name}, EC ${recipe.ec} mS/cm, pH ${recipe.ph}`,
    });
  return {
    mixer: {
      active,
      ecTarget: recipe.ec + ecIntegral,
      phTarget: recipe.ph + phIntegral,
      rid: recipe.rid,
      ratioA: recipe.ratioA,
      ratioB: recipe.ratioB,
    },
    logs,
    state: { ecIntegral, phIntegral, active },
  };
}
