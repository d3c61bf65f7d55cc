/**
 * The past `warmDays` of a controller's greenhouse, simulated on start with the closed loop's own
 * actuators: history samples and automation's logs go to the controller, and the actuators under
 * automation are left where the warm-up left them.
 */
import { isPositionKind, type ActuatorReport } from '../../../protocol/index.ts';
import type { AutomationConfig, AutomationState } from '../../../model/automation/types.ts';
import type { Greenhouse } from '../../../model/greenhouse/model.ts';
import { createClosedLoop, type ClosedLoop } from '../../../model/greenhouse-loop/closed-loop.ts';
import type { ControllerContext } from '../context.ts';

export type WarmUpOptions = {
  greenhouse: Greenhouse;
  config: AutomationConfig;
  /** Up to this instant (the clock's now). */
  to: number;
  utcOffsetMin: number;
  /** Decision and physics step, s. */
  stepS: number;
  /** Spacing of history samples, ms. */
  historyMs: number;
  /** Noise draws; none: no noise. */
  random: (() => number) | undefined;
  automation: boolean | undefined;
  /** The heater levels the controller's actuators keep (runtime-actuators.ts). */
  heaterLevel: Map<number, number>;
};

/** Runs the warm-up; returns automation's memory at its end. */
export function warmUp(ctx: ControllerContext, o: WarmUpOptions): AutomationState {
  const { config } = ctx;
  const { greenhouse, to } = o;
  const loop = createClosedLoop({
    greenhouse,
    config: o.config,
    sensors: config.list('sensor').filter((s) => s.enabled),
    utcOffsetMin: o.utcOffsetMin,
    random: o.random,
    automation: o.automation,
  });
  const lastLog = Math.max(
    0,
    ...config
      .list('log')
      .filter((l) => l.kind !== 'manual' && l.kind !== 'system')
      .map((l) => l.ts),
  );
  let nextSample = Math.ceil(greenhouse.now() / o.historyMs) * o.historyMs;
  let logged = 0;
  while (greenhouse.now() < to - 1) {
    const dt = Math.min(o.stepS, (to - greenhouse.now()) / 1000);
    loop.tick(dt);
    const now = greenhouse.now();
    if (now >= nextSample) {
      for (const r of loop.readings()) ctx.history.record(r.sid, now, r.v === null ? null : round2(r.v));
      nextSample += o.historyMs;
    }
    for (; logged < loop.logs.length; logged++) {
      const log = loop.logs[logged];
      if (log && log.ts > lastLog) ctx.journal.log(log.kind, log.message, log.aid, log.ts);
    }
  }
  ctx.actuators.restore(standing(ctx, loop, o.heaterLevel));
  return loop.state;
}

/** The reports of the actuators under automation, where the warm-up left them. */
function standing(ctx: ControllerContext, loop: ClosedLoop, heaterLevel: Map<number, number>) {
  const saved: ActuatorReport[] = [];
  for (const a of ctx.config.list('actuator')) {
    const r = ctx.actuators.report(a.aid);
    const l = loop.live[a.aid];
    if (!r || !l || r.mode !== 'auto') continue;
    if (isPositionKind(a.kind)) {
      const pos = Math.round(l.pos ?? 0);
      saved.push({
        ...r,
        pos,
        state: pos >= 100 ? 'open' : pos <= 0 ? 'closed' : 'stopped',
        target: undefined,
      });
    } else if (a.kind === 'heater') {
      const level = l.pos ?? 0;
      if (level > 0) heaterLevel.set(a.aid, level);
      saved.push({ ...r, state: level > 0 ? 'on' : 'off', until: undefined });
    } else saved.push({ ...r, state: l.on ? 'on' : 'off', until: undefined });
  }
  return saved;
}

const round2 = (v: number) => Math.round(v * 100) / 100;
