/**
 * Staged fans: a stage runs above its temperature (or humidity) and stops once below it by the
 * hysteresis; a fan stays on at least `minOnS` and off at least `minOffS` (compressor-style
 * protection, counted from automation's last switch, else the actuator's `since`).
 */
import { explained } from '../explained.ts';
import { isOnNow, fmt, off, on, rankOf, why } from '../targets.ts';
import type { Proposal } from '../types.ts';
import { zoneOfActuator, type StrategyModule } from './strategy-module.ts';

export const fan: StrategyModule<'fan'> = (strategy, ctx) => {
  const p = strategy.params;
  const zones = ctx.zonesOf(strategy);
  const proposals: Proposal[] = [];
  p.stages.forEach((stage, index) => {
    for (const aid of stage.aids) {
      const zid = zoneOfActuator(ctx, aid, zones);
      const temp = ctx.input(strategy.stid, zid, 'airTemp');
      const hum = ctx.input(strategy.stid, zid, 'airHum');
      if (temp === undefined && hum === undefined) continue;
      const running = isOnNow(ctx, aid);
      const slack = running ? p.hysteresis : 0;
      const hot = temp !== undefined && temp > stage.onAboveTemp - slack;
      const humid = stage.onAboveHum !== null && hum !== undefined && hum > stage.onAboveHum - slack;
      let want = hot || humid;
      const since = ctx.state.switchedAt[aid] ?? ctx.live(aid).since ?? -Infinity;
      const held = ctx.now - since < (running ? p.minOnS : p.minOffS) * 1000;
      if (want !== running && held) want = running;
      const code = hot ? 'fanHot' : humid ? 'fanHumid' : 'fanCool';
      const heldNow = held && want === running;
      proposals.push(
        explained(
          {
            aid,
            target: want ? on : off,
            rank: rankOf.strategy(strategy.priority),
            source: `fan ${strategy.stid} stage ${index + 1}`,
            stid: strategy.stid,
            kind: 'autoVentilation',
          },
          () => {
            const values: Record<string, number> =
              humid && !hot
                ? { hum: hum ?? 0, limit: stage.onAboveHum ?? 0 }
                : { air: temp ?? 0, limit: hot ? stage.onAboveTemp : stage.onAboveTemp - p.hysteresis };
            const because = hot
              ? `air ${fmt(temp ?? 0)} °C vs ${fmt(stage.onAboveTemp)} °C`
              : humid
                ? `RH ${fmt(hum ?? 0, 0)} % vs ${fmt(stage.onAboveHum ?? 0, 0)} %`
                : `air ${fmt(temp ?? 0)} °C below ${fmt(stage.onAboveTemp - p.hysteresis)} °C`;
            return heldNow
              ? {
                  reason: `${because}; held by minimum ${running ? 'on' : 'off'} time`,
                  why: why(running ? 'fanHeldOn' : 'fanHeldOff', values),
                }
              : { reason: because, why: why(code, values) };
          },
        ),
      );
    }
  });
  return { proposals };
};
