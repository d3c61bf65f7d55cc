/**
 * When an irrigation plan should start: at its clock times; by radiation sum (J cm⁻², summed from
 * the outside radiation in W m⁻² over time, restarting each day): once the sum is reached and
 * radiation is above its minimum, no sooner than minIntervalMin after the last start, and at the
 * latest maxIntervalMin after a start made the same day (and not stopped by the grower) while
 * radiation is above the minimum; by soil moisture below a level (then at most every 15 min after
 * the last dose ended or was stopped, to let the slab take the water up). Only within the window.
 */
import type { IrrigationPlan } from '../../../protocol/index.ts';
import type { Context } from '../context.ts';
import { crossed, inWindow } from '../local-time.ts';
import { fmt } from '../targets.ts';
import type { PlanState } from './irrigation-state.ts';

/** s: the least time between the end of a moisture-triggered dose and the next. */
const moistureSoakS = 900;

export type TriggerCheck = { plan: PlanState; fire: string | null };

/** Updates the plan's radiation sum and says whether (and why) it fires now. */
export function checkTrigger(
  plan: IrrigationPlan,
  before: PlanState | undefined,
  ctx: Context,
  busy: boolean,
): TriggerCheck {
  const t = plan.trigger;
  let state: PlanState = before ?? { radSum: 0, day: ctx.day, lastStart: null, lastEnd: null };
  // A new day starts from a zero sum, and its first start comes from the sum: the maximum interval
  // counts from a start made today, not from yesterday's last one.
  if (state.day !== ctx.day) state = { ...state, radSum: 0, day: ctx.day, lastStart: null };
  const radiation = ctx.site('radiation');
  if (t.type === 'radiation' && radiation !== undefined && radiation > 0)
    state = { ...state, radSum: state.radSum + (radiation * ctx.dtS) / 1e4 };
  if (!plan.enabled || busy) return { plan: state, fire: null };
  if (plan.window && !inWindow(ctx.minute, plan.window.start, plan.window.end))
    return { plan: state, fire: null };
  const sinceStartMin = state.lastStart === null ? Infinity : (ctx.now - state.lastStart) / 60_000;
  switch (t.type) {
    case 'time': {
      const at = t.times.find((time) => crossed(ctx.previous, ctx.now, ctx.utcOffsetMin, time));
      return { plan: state, fire: at ? `time ${at}` : null };
    }
    case 'radiation': {
      const bright = radiation !== undefined && radiation > t.minRadiation;
      if (!bright || sinceStartMin < t.minIntervalMin) return { plan: state, fire: null };
      if (state.radSum >= t.sumJcm2)
        return { plan: state, fire: `radiation sum ${fmt(state.radSum, 0)} J/cm² ≥ ${t.sumJcm2} J/cm²` };
      if (sinceStartMin >= t.maxIntervalMin && state.lastStart !== null && !state.stopped)
        return { plan: state, fire: `${t.maxIntervalMin} min since the last start` };
      return { plan: state, fire: null };
    }
    case 'moisture': {
      const moisture = ctx.sensor(t.sid);
      const soaked = state.lastEnd === null || ctx.now - state.lastEnd >= moistureSoakS * 1000;
      if (moisture === undefined || !soaked || moisture >= t.below) return { plan: state, fire: null };
      return { plan: state, fire: `soil moisture ${fmt(moisture)} % < ${t.below} %` };
    }
  }
}
