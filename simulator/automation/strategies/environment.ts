/**
 * Environment control: the zone's day/night set points (read by the other modules through
 * ctx.setpoints), CO₂ dosing by day to its set point while the vents are mostly shut (dosing into
 * open vents is wasted; GreenLight lowers the CO₂ set point with ventilation), and heaters that no
 * heating loop drives, held to the heating set point by a P control (30 % per K, 5 % steps).
 */
import { isOnNow, fmt, off, on, positionNow, quantise, rankOf, setTo, why } from '../targets.ts';
import type { Proposal } from '../types.ts';
import type { StrategyModule } from './strategy-module.ts';

/** ppm either side of the CO₂ set point (on below −, off above +). */
const co2Band = 30;
/** % mean vent opening above which CO₂ dosing stops. */
const co2VentLimit = 30;
/** % valve per K below the heating set point. */
const heatGain = 30;

export const environment: StrategyModule<'environment'> = (strategy, ctx) => {
  const proposals: Proposal[] = [];
  const rank = rankOf.strategy(strategy.priority);
  const source = `environment ${strategy.stid}`;
  const stid = strategy.stid;
  const looped = new Set(ctx.config.heating.map((h) => h.aid));
  for (const zid of ctx.zonesOf(strategy)) {
    const sp = ctx.setpoints(zid);
    const inZone = ctx.actuatorsIn(zid);
    const vents = inZone.filter((a) => a.kind === 'roller' || a.kind === 'b16roller');
    const ventOpening = vents.length
      ? vents.reduce((sum, a) => sum + (positionNow(ctx, a.aid) ?? 0), 0) / vents.length
      : 0;
    const co2 = ctx.input(strategy.stid, zid, 'co2');
    for (const a of inZone.filter((x) => x.kind === 'co2')) {
      if (co2 === undefined || sp.co2 === null) continue;
      const dosing = isOnNow(ctx, a.aid);
      const want = sp.isDay && ventOpening < co2VentLimit && co2 < sp.co2 + (dosing ? co2Band : -co2Band);
      const reason = !sp.isDay
        ? 'night'
        : ventOpening >= co2VentLimit
          ? `vents ${fmt(ventOpening, 0)} % open`
          : `CO₂ ${fmt(co2, 0)} ppm vs ${fmt(sp.co2, 0)} ppm`;
      const because = !sp.isDay
        ? why('co2Night')
        : ventOpening >= co2VentLimit
          ? why('co2VentsOpen', { open: ventOpening })
          : why('co2Level', { co2, target: sp.co2 });
      proposals.push({
        aid: a.aid,
        target: want ? on : off,
        rank,
        source,
        stid,
        kind: 'environment',
        reason,
        why: because,
      });
    }
    const temp = ctx.input(strategy.stid, zid, 'airTemp');
    for (const a of inZone.filter((x) => x.kind === 'heater' && !looped.has(x.aid))) {
      if (temp === undefined || sp.heat === null) continue;
      const valve = quantise((sp.heat - temp) * heatGain, 5);
      const reason = `air ${fmt(temp)} °C, heating set point ${fmt(sp.heat)} °C`;
      const because = why('heatAir', { air: temp, setpoint: sp.heat });
      proposals.push({
        aid: a.aid,
        target: setTo(valve),
        rank,
        source,
        stid,
        kind: 'environment',
        reason,
        why: because,
      });
    }
  }
  return { proposals };
};
