/**
 * Fogging by humidity (fog while RH < target, stop at target + 5 %) or by VPD (fog while VPD >
 * target kPa, stop at target − 0.2 kPa), in pulses: `pulseS` on, `pauseS` off, so the droplets
 * evaporate before more come. Logs when fogging starts and stops, not every pulse.
 */
import type { Fog } from '../../protocol/index.ts';
import type { Context } from './context.ts';
import { vpdKPa } from '../greenhouse/psychro.ts';
import { explained } from './explained.ts';
import { fmt, off, on, rankOf } from './targets.ts';
import type { AutomationLog, FogState, ModuleResult, Proposal } from './types.ts';

/** Hysteresis wide enough that the pulses' own swing does not start and stop fogging. */
const humBand = 5;
const vpdBand = 0.2;
const disabled: Demand = { want: false, reason: () => 'disabled' };

/** Whether to fog, and why as a sentence made only when read (a log line, an outcome). */
type Demand = { want: boolean; reason: () => string };

function demand(fog: Fog, ctx: Context, fogging: boolean): Demand | null {
  const temp = ctx.value(fog.zid, 'airTemp');
  const hum = ctx.value(fog.zid, 'airHum');
  if (hum === undefined || (fog.mode === 'vpd' && temp === undefined)) return null;
  if (fog.mode === 'humidity') {
    const want = hum < fog.target + (fogging ? humBand : 0);
    return { want, reason: () => `RH ${fmt(hum, 0)} % vs ${fmt(fog.target, 0)} %` };
  }
  const vpd = vpdKPa(temp ?? 0, hum);
  const want = vpd > fog.target - (fogging ? vpdBand : 0);
  return { want, reason: () => `VPD ${fmt(vpd, 2)} kPa vs ${fmt(fog.target, 2)} kPa` };
}

export function runFog(ctx: Context): ModuleResult<Record<number, FogState>> {
  const proposals: Proposal[] = [];
  const logs: AutomationLog[] = [];
  const state: Record<number, FogState> = {};
  for (const fog of ctx.config.fog) {
    const before = ctx.state.fog[fog.gid] ?? { phase: 'idle', since: ctx.now };
    const d = fog.enabled ? demand(fog, ctx, before.phase !== 'idle') : disabled;
    if (!d) {
      state[fog.gid] = before; // no good reading: leave the foggers as they are
      continue;
    }
    let next: FogState = before;
    if (!d.want) next = before.phase === 'idle' ? before : { phase: 'idle', since: ctx.now };
    else if (before.phase === 'idle') next = { phase: 'pulse', since: ctx.now };
    else if (before.phase === 'pulse' && ctx.now - before.since >= fog.pulseS * 1000 && fog.pauseS > 0)
      next = { phase: 'pause', since: before.since + fog.pulseS * 1000 };
    else if (before.phase === 'pause' && ctx.now - before.since >= fog.pauseS * 1000)
      next = { phase: 'pulse', since: before.since + fog.pauseS * 1000 };
    if ((next.phase === 'idle') !== (before.phase === 'idle') && fog.enabled)
      logs.push({
        kind: 'environment',
        aid: null,
        message: `fog ${fog.gid}: ${d.want ? 'start' : 'stop'} (${d.reason()})`,
      });
    state[fog.gid] = next;
    for (const aid of fog.aids)
      proposals.push(
        explained(
          {
            aid,
            target: next.phase === 'pulse' ? on : off,
            rank: rankOf.record,
            source: `fog ${fog.gid}`,
            kind: 'environment',
            quiet: true,
          },
          () => ({ reason: d.reason() }),
        ),
      );
  }
  return { proposals, logs, state };
}
