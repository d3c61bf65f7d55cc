/**
 * Which automation a forecast day sets off, worked out from the strategies' own thresholds: wind
 * protection (gusts over closeAbove, rain with closeOnRain), curtains (a night or day below their
 * keep-warm threshold, a sunny day over their shade threshold) and irrigation by radiation sum.
 */
import type { Strategy } from '../../../protocol/live/climate.ts';
import type { IrrigationPlan } from '../../../protocol/live/irrigation.ts';
import type { ForecastDay } from '../../../protocol/live/system.ts';

export type ReactionReason = 'wind' | 'rain' | 'coldNight' | 'coldDay' | 'sun' | 'irrigationStarts';

/** One strategy or plan reacting to a day; `values` fill the reason's sentence. */
export type Reaction = {
  key: string;
  name: string;
  /** A strategy kind, or 'irrigation' for a plan. */
  kind: Strategy['kind'] | 'irrigation';
  reason: ReactionReason;
  values: Record<string, number>;
};

/** Hours of daylight the peak estimate assumes. */
const DAY_HOURS = 12;

/**
 * The day's radiation peak (W/m²) estimated from its sum (J/cm²): the mean over the daylight hours,
 * times π/2 for a sine-shaped day. A rough figure, enough to say whether a shade threshold is reached.
 */
export function peakRadiation(sumJcm2: number): number {
  return Math.round(((sumJcm2 * 10_000) / (DAY_HOURS * 3600)) * (Math.PI / 2));
}

/** About how often a radiation-sum plan starts in a day; at most what its shortest interval allows. */
export function expectedStarts(plan: IrrigationPlan, radiationSum: number): number {
  if (plan.trigger.type !== 'radiation') return 0;
  const byInterval = Math.floor((24 * 60) / plan.trigger.minIntervalMin);
  return Math.min(Math.floor(radiationSum / plan.trigger.sumJcm2), byInterval);
}

function strategyReactions(day: ForecastDay, strategy: Strategy): Omit<Reaction, 'key' | 'name' | 'kind'>[] {
  const found: Omit<Reaction, 'key' | 'name' | 'kind'>[] = [];
  if (strategy.kind === 'windSpeed') {
    const { closeAbove, closeOnRain } = strategy.params;
    if (day.windMax > closeAbove)
      found.push({ reason: 'wind', values: { wind: day.windMax, limit: closeAbove } });
    if (closeOnRain && day.rainMm > 0) found.push({ reason: 'rain', values: { rain: day.rainMm } });
  }
  if (strategy.kind === 'curtain') {
    const p = strategy.params;
    if (p.closeBelowOutTempNight > day.tMin)
      found.push({ reason: 'coldNight', values: { tMin: day.tMin, limit: p.closeBelowOutTempNight } });
    else if (p.closeBelowOutTempDay > day.tMin)
      found.push({ reason: 'coldDay', values: { tMin: day.tMin, limit: p.closeBelowOutTempDay } });
    const peak = peakRadiation(day.radiationSum);
    if (peak > p.closeAboveRadiation)
      found.push({ reason: 'sun', values: { peak, limit: p.closeAboveRadiation } });
  }
  return found;
}

/** The enabled strategies and plans that react to `day`, strategies first by priority. */
export function forecastReactions(
  day: ForecastDay,
  strategies: readonly Strategy[],
  plans: readonly IrrigationPlan[],
): Reaction[] {
  const reactions: Reaction[] = [];
  const sorted = strategies.filter((s) => s.enabled).sort((a, b) => b.priority - a.priority);
  for (const strategy of sorted) {
    for (const found of strategyReactions(day, strategy))
      reactions.push({
        ...found,
        key: `s${strategy.stid}-${found.reason}`,
        name: strategy.name,
        kind: strategy.kind,
      });
  }
  for (const plan of plans) {
    if (!plan.enabled || plan.trigger.type !== 'radiation') continue;
    const starts = expectedStarts(plan, day.radiationSum);
    reactions.push({
      key: `p${plan.pid}`,
      name: plan.name,
      kind: 'irrigation',
      reason: 'irrigationStarts',
      values: { starts, sum: plan.trigger.sumJcm2 },
    });
  }
  return reactions;
}
