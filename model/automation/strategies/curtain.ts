/**
 * Curtains and screens (position: 100 = open, 0 = drawn). In order: forced open above the RH limit
 * (to let humidity out; on a cold night held until 3 % under it); drawn when outside is colder than the day/night limit (thermal, 1 K
 * hysteresis); drawn above a radiation level (shade, 15 % hysteresis; 0 = never); else the time
 * schedule's latest entry; else open. docs/design/greenhouse-model.md default: drawn below 5 °C by day and
 * 10 °C by night, forced open above 92 % RH.
 */
import { clockMinutes } from '../local-time.ts';
import { explained, type Explanation } from '../explained.ts';
import { fmt, positionNow, rankOf, setTo, why } from '../targets.ts';
import type { Context } from '../context.ts';
import type { Proposal } from '../types.ts';
import { zoneOfActuator, type StrategyModule, type StrategyOf } from './strategy-module.ts';

/** %RH of hysteresis on the forced opening (the thermal limit has 1 K, the shade 15 %). */
const humBand = 3;

export const curtain: StrategyModule<'curtain'> = (strategy, ctx) => {
  const zones = ctx.zonesOf(strategy);
  const proposals: Proposal[] = [];
  for (const aid of strategy.params.aids) {
    const zid = zoneOfActuator(ctx, aid, zones);
    const decided = decidePosition(strategy, ctx, aid, zid);
    if (!decided) continue;
    const fields = {
      aid,
      target: setTo(decided.pos),
      rank: rankOf.strategy(strategy.priority),
      source: `curtain ${strategy.stid}`,
      stid: strategy.stid,
      kind: 'environment' as const,
    };
    proposals.push(explained(fields, decided.explain));
  }
  return { proposals };
};

function decidePosition(
  strategy: StrategyOf<'curtain'>,
  ctx: Context,
  aid: number,
  zid: number | null,
): { pos: number; explain: () => Explanation } | null {
  const p = strategy.params;
  const drawn = positionNow(ctx, aid) === 0;
  const hum = ctx.input(strategy.stid, zid, 'airHum');
  const outTemp = ctx.input(strategy.stid, null, 'outTemp');
  const isDay = ctx.setpoints(zid).isDay;
  const coldLimit = (isDay ? p.closeBelowOutTempDay : p.closeBelowOutTempNight) + (drawn ? 1 : 0);
  const cold = outTemp !== undefined && outTemp < coldLimit;
  // A curtain forced open on a cold night stays open until the RH is humBand under the limit (else
  // it is drawn and forced open again every few minutes as the RH crosses the limit).
  const humLimit = p.forceOpenAboveHum - (cold && !drawn ? humBand : 0);
  if (hum !== undefined && hum > humLimit)
    return {
      pos: 100,
      explain: because(() => ({
        reason: `forced open: RH ${fmt(hum, 0)} % > ${fmt(humLimit, 0)} %`,
        why: why('curtainHumidity', { hum, limit: humLimit }),
      })),
    };
  if (cold)
    return {
      pos: 0,
      explain: because(() => ({
        reason: `outside ${fmt(outTemp)} °C < ${fmt(coldLimit)} °C (${isDay ? 'day' : 'night'})`,
        why: why(isDay ? 'curtainColdDay' : 'curtainColdNight', { out: outTemp, limit: coldLimit }),
      })),
    };
  const radiation = ctx.input(strategy.stid, null, 'radiation');
  const shadeLimit = p.closeAboveRadiation * (drawn ? 0.85 : 1);
  if (p.closeAboveRadiation > 0 && radiation !== undefined && radiation > shadeLimit)
    return {
      pos: 0,
      explain: because(() => ({
        reason: `radiation ${fmt(radiation, 0)} W/m² > ${fmt(shadeLimit, 0)} W/m²`,
        why: why('curtainShade', { radiation: Math.round(radiation), limit: Math.round(shadeLimit) }),
      })),
    };
  const scheduled = scheduleAt(p.schedule, ctx.minute);
  if (scheduled)
    return {
      pos: scheduled.pos,
      explain: because(() => ({
        reason: `schedule from ${scheduled.at}`,
        why: why('curtainSchedule', { at: scheduled.at, pos: scheduled.pos }),
      })),
    };
  if (outTemp === undefined && radiation === undefined && hum === undefined) return null;
  return { pos: 100, explain: explainOpen };
}

/** The explanation as given (an unnamed closure: tsx names a closure set as a property, at a cost per call). */
const because = (explain: () => Explanation) => explain;
const explainOpen = (): Explanation => ({ reason: 'no reason to draw', why: why('curtainOpen') });

/** The schedule entry in force at `minute`: the latest at or before it, else yesterday's last. */
export function scheduleAt<T extends { at: string }>(schedule: readonly T[], minute: number): T | undefined {
  let best: T | undefined;
  let last: T | undefined;
  for (const entry of schedule) {
    const m = clockMinutes(entry.at);
    if (m <= minute && (!best || m >= clockMinutes(best.at))) best = entry;
    if (!last || m >= clockMinutes(last.at)) last = entry;
  }
  return best ?? last;
}
