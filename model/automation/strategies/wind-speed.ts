/**
 * Wind and rain protection: vents close once the wind has stayed above `closeAbove` for `delayS`,
 * or at once on rain (closeOnRain), and reopen to the other strategies only after the wind has
 * stayed below `resumeBelow` (and no rain) for `delayS`. Ranked above every temperature strategy
 * (Hoogendoorn, Link4, Priva: storm protection overrides the temperature opening).
 */
import { proposal } from '../explained.ts';
import { fmt, rankOf, setTo, why } from '../targets.ts';
import type { AutomationLog, WindState } from '../types.ts';
import type { StrategyModule } from './strategy-module.ts';

/** mm h⁻¹ a rain sensor must report to count as rain. */
const rainThreshold = 0.1;

export const windSpeed: StrategyModule<'windSpeed'> = (strategy, ctx) => {
  const p = strategy.params;
  const before: WindState = ctx.state.wind[strategy.stid] ?? { active: false, since: null };
  const wind = ctx.input(strategy.stid, null, 'windSpeed');
  const rainRate = ctx.input(strategy.stid, null, 'rain');
  const raining = p.closeOnRain && rainRate !== undefined && rainRate > rainThreshold;
  const delayMs = p.delayS * 1000;
  let next: WindState = before;
  const logs: AutomationLog[] = [];
  if (!before.active) {
    const windy = wind !== undefined && wind > p.closeAbove;
    const since = windy ? (before.since ?? ctx.now) : null;
    if (raining || (since !== null && ctx.now - since >= delayMs)) {
      next = { active: true, since: null };
      const why = raining
        ? `rain ${fmt(rainRate ?? 0)} mm/h`
        : `wind ${fmt(wind ?? 0)} m/s > ${fmt(p.closeAbove)} m/s`;
      logs.push({
        kind: 'autoVentilation',
        aid: null,
        message: `${strategy.name}: protection on (${why}), vents closing`,
      });
    } else next = { active: false, since };
  } else {
    const calm = !raining && wind !== undefined && wind < p.resumeBelow;
    const since = calm ? (before.since ?? ctx.now) : null;
    if (since !== null && ctx.now - since >= delayMs) {
      next = { active: false, since: null };
      logs.push({
        kind: 'autoVentilation',
        aid: null,
        message: `${strategy.name}: protection off (wind ${fmt(wind ?? 0)} m/s < ${fmt(p.resumeBelow)} m/s, no rain)`,
      });
    } else next = { active: true, since };
  }
  const proposals = next.active
    ? p.aids.map((aid) =>
        proposal({
          aid,
          target: setTo(0),
          rank: rankOf.protection(strategy.priority),
          source: `windSpeed ${strategy.stid}`,
          stid: strategy.stid,
          kind: 'autoVentilation' as const,
          reason: raining ? 'rain protection' : 'wind protection',
          why: raining
            ? why('rainProtection', { rain: rainRate ?? 0 })
            : why('windProtection', { wind: wind ?? 0, closeAbove: p.closeAbove }),
        }),
      )
    : [];
  return { proposals, logs, wind: next };
};
