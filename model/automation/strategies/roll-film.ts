/**
 * Roll-film vents by temperature: opening = clamp((T − openAbove)/pBand, min, max), quantised to
 * `step`. At night the set point drops with the environment strategy's heating set point
 * (docs/design/greenhouse-model.md: vents open 5 K above the heating set point, 4 K P-band); above the zone's
 * RH max the vents keep a humidity gap (up to 30 %, 5 % per %RH over), held until the RH is 3 %
 * under the max.
 */
import { explained } from '../explained.ts';
import { fmt, positionNow, quantise, rankOf, setTo, why } from '../targets.ts';
import type { Proposal } from '../types.ts';
import { zoneOfActuator, type StrategyModule } from './strategy-module.ts';

/** A new position is only taken once the raw opening is a whole step away (0.4 K at the default P-band). */
const deadband = 1;
/** %RH: a humidity gap, once open, closes only this far under the RH max. */
const humBand = 3;

export const rollFilm: StrategyModule<'rollFilm'> = (strategy, ctx) => {
  const p = strategy.params;
  const zones = ctx.zonesOf(strategy);
  const proposals: Proposal[] = [];
  for (const aid of p.aids) {
    const zid = zoneOfActuator(ctx, aid, zones);
    const temp = ctx.input(strategy.stid, zid, 'airTemp');
    if (temp === undefined) continue; // no good reading: hold where it is
    const sp = ctx.setpoints(zid);
    const openAbove = p.openAbove - (sp.isDay ? 0 : sp.nightDrop);
    let raw = ((temp - openAbove) / p.pBand) * 100;
    const current = positionNow(ctx, aid);
    /** Above the zone's RH max with a gap wider than the temperature's opening: the RH says why. */
    let humid: { hum: number; humMax: number } | null = null;
    const hum = ctx.input(strategy.stid, zid, 'airHum');
    if (sp.humMax !== null && hum !== undefined) {
      // Hysteresis: vents already open keep (never widen) a humidity gap until the RH is humBand
      // under the max; else a humid night cycles them every few minutes as the RH crosses the max.
      const held = hum <= sp.humMax && current !== undefined && current > 0;
      const from = held ? sp.humMax - humBand : sp.humMax;
      const gap = Math.min(held ? current : 30, (hum - from) * 5);
      if (gap > 0 && gap > raw) humid = { hum, humMax: from };
      raw = Math.max(raw, gap);
    }
    raw = Math.min(p.maxOpen, Math.max(p.minOpen, raw));
    const value =
      current !== undefined &&
      Math.abs(raw - current) < deadband * p.step &&
      current >= p.minOpen &&
      current <= p.maxOpen
        ? current
        : quantise(raw, p.step, p.minOpen, p.maxOpen);
    const fields = {
      aid,
      target: setTo(value),
      rank: rankOf.strategy(strategy.priority),
      source: `rollFilm ${strategy.stid}`,
      stid: strategy.stid,
      kind: 'autoVentilation' as const,
    };
    proposals.push(
      explained(fields, () =>
        humid
          ? {
              reason: `RH ${fmt(humid.hum, 0)} % above ${fmt(humid.humMax, 0)} %`,
              why: why('ventHumidity', humid),
            }
          : {
              reason: `air ${fmt(temp)} °C, open above ${fmt(openAbove)} °C`,
              why: why('ventAir', { air: temp, openAbove }),
            },
      ),
    );
  }
  return { proposals };
};
