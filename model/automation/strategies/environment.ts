/**
 * Environment control: the zone's day/night set points (read by the other modules through
 * ctx.setpoints), CO₂ dosing by day to its set point while the vents are mostly shut (dosing into
 * open vents is wasted; GreenLight lowers the CO₂ set point with ventilation), and heaters that no
 * heating loop drives, held to the heating set point by a P control (30 % per K, 5 % steps).
 */
import { explained } from '../explained.ts';
import { isOnNow, fmt, off, on, positionNow, quantise, rankOf, setTo, why } from '../targets.ts';
import type { Actuator } from '../../../protocol/index.ts';
import type { AutomationConfig, Proposal } from '../types.ts';
import type { StrategyModule } from './strategy-module.ts';

/** ppm either side of the CO₂ set point (on below −, off above +). */
const co2Band = 30;
/** % mean vent opening above which CO₂ dosing stops. */
const co2VentLimit = 30;
/** % valve per K below the heating set point. */
const heatGain = 30;

type ZoneActuators = { vents: Actuator[]; co2: Actuator[]; heaters: Actuator[] };

/** Per zone, its enabled vents, CO₂ dosers and the heaters no heating loop drives (once per config). */
function zoneActuators(config: AutomationConfig): Map<number | null, ZoneActuators> {
  const looped = new Set(config.heating.map((h) => h.aid));
  const zones = new Map<number | null, ZoneActuators>();
  for (const a of config.actuator) {
    if (!a.enabled) continue;
    let zone = zones.get(a.zid);
    if (!zone) zones.set(a.zid, (zone = { vents: [], co2: [], heaters: [] }));
    if (a.kind === 'roller' || a.kind === 'b16roller') zone.vents.push(a);
    else if (a.kind === 'co2') zone.co2.push(a);
    else if (a.kind === 'heater' && !looped.has(a.aid)) zone.heaters.push(a);
  }
  return zones;
}
const noActuators: ZoneActuators = { vents: [], co2: [], heaters: [] };

export const environment: StrategyModule<'environment'> = (strategy, ctx) => {
  const proposals: Proposal[] = [];
  const rank = rankOf.strategy(strategy.priority);
  const source = `environment ${strategy.stid}`;
  const stid = strategy.stid;
  const byZone = ctx.lookups.perConfig(zoneActuators);
  for (const zid of ctx.zonesOf(strategy)) {
    const sp = ctx.setpoints(zid);
    const { vents, co2: dosers, heaters } = byZone.get(zid) ?? noActuators;
    let opening = 0;
    for (const a of vents) opening += positionNow(ctx, a.aid) ?? 0;
    const ventOpening = vents.length ? opening / vents.length : 0;
    const co2 = ctx.input(strategy.stid, zid, 'co2');
    for (const a of dosers) {
      if (co2 === undefined || sp.co2 === null) continue;
      const dosing = isOnNow(ctx, a.aid);
      const want = sp.isDay && ventOpening < co2VentLimit && co2 < sp.co2 + (dosing ? co2Band : -co2Band);
      const target = sp.co2;
      const fields = {
        aid: a.aid,
        target: want ? on : off,
        rank,
        source,
        stid,
        kind: 'environment' as const,
      };
      proposals.push(
        explained(fields, () =>
          !sp.isDay
            ? { reason: 'night', why: why('co2Night') }
            : ventOpening >= co2VentLimit
              ? {
                  reason: `vents ${fmt(ventOpening, 0)} % open`,
                  why: why('co2VentsOpen', { open: ventOpening }),
                }
              : {
                  reason: `CO₂ ${fmt(co2, 0)} ppm vs ${fmt(target, 0)} ppm`,
                  why: why('co2Level', { co2, target }),
                },
        ),
      );
    }
    const temp = ctx.input(strategy.stid, zid, 'airTemp');
    for (const a of heaters) {
      if (temp === undefined || sp.heat === null) continue;
      const setpoint = sp.heat;
      const valve = quantise((setpoint - temp) * heatGain, 5);
      const fields = { aid: a.aid, target: setTo(valve), rank, source, stid, kind: 'environment' as const };
      proposals.push(
        explained(fields, () => ({
          reason: `air ${fmt(temp)} °C, heating set point ${fmt(setpoint)} °C`,
          why: why('heatAir', { air: temp, setpoint }),
        })),
      );
    }
  }
  return { proposals };
};
