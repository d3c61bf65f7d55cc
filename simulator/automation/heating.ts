/**
 * Heating loops: in 'auto' a PI control of the valve to the day or night set point (day/night from
 * the zone's environment strategy), Kp = 30 %/K, Ti = 900 s, the integral clamped to the valve's
 * range (anti-windup); 'off' closes the valve; 'manual' leaves it to the grower.
 * Logs when the valve opens from shut and when it shuts.
 */
import type { Context } from './context.ts';
import { fmt, isOnNow, quantise, rankOf, setTo } from './targets.ts';
import type { AutomationLog, ModuleResult, Proposal } from './types.ts';

const kp = 30;
const tiS = 900;

export function runHeating(ctx: Context): ModuleResult<Record<number, number>> {
  const proposals: Proposal[] = [];
  const logs: AutomationLog[] = [];
  const state: Record<number, number> = {};
  for (const loop of ctx.config.heating) {
    if (loop.mode === 'manual') continue;
    const source = `heating ${loop.hid}`;
    let valve = 0;
    let reason = 'heating off';
    if (loop.mode === 'auto') {
      const temp = ctx.value(loop.zid, 'airTemp');
      if (temp === undefined) {
        state[loop.hid] = ctx.state.heating[loop.hid] ?? 0;
        continue; // no good reading: hold the valve
      }
      const setpoint = ctx.setpoints(loop.zid).isDay ? loop.daySetpoint : loop.nightSetpoint;
      const error = setpoint - temp;
      const integral = Math.min(
        100,
        Math.max(-100, (ctx.state.heating[loop.hid] ?? 0) + (kp * error * ctx.dtS) / tiS),
      );
      const out = kp * error + integral;
      // Anti-windup: only keep integrating while the output is inside the valve's range.
      state[loop.hid] = out > 100 || out < 0 ? (ctx.state.heating[loop.hid] ?? 0) : integral;
      valve = quantise(out, 1);
      reason = `air ${fmt(temp)} °C, set point ${fmt(setpoint)} °C`;
    }
    const wasOpen = isOnNow(ctx, loop.aid);
    if (wasOpen !== valve > 0)
      logs.push({
        kind: 'environment',
        aid: loop.aid,
        message: `${loop.name}: valve ${valve > 0 ? `open ${valve}%` : 'shut'} (${reason})`,
      });
    proposals.push({
      aid: loop.aid,
      target: setTo(valve),
      rank: rankOf.record,
      source,
      kind: 'environment',
      reason,
      quiet: true,
    });
  }
  return { proposals, logs, state };
}
