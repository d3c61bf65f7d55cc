/**
 * The controller's actuator runtime as the greenhouse loop's actuators: automation drives them with
 * `command(..., 'auto')` and never touches one in manual, held by irrigation or jammed; heaters are
 * on/off in the runtime, so the valve % automation gave each is kept here for the physics (a
 * heater a grower switched on by hand runs fully open). A boilerFail fault takes the heat away
 * from the physics (the valves still open).
 */
import { isPositionKind } from '../../../protocol/index.ts';
import type { ActuatorLive } from '../../automation/types.ts';
import type { ActuatorPosition } from '../../greenhouse/actuator-inputs.ts';
import type { LoopActuators } from '../../greenhouse-loop/loop-actuators.ts';
import type { ControllerContext } from '../context.ts';

export type RuntimeActuators = LoopActuators & {
  /** The valve % automation gave each heater (100 when on without one). */
  readonly heaterLevel: Map<number, number>;
};

export function createRuntimeActuators(ctx: ControllerContext): RuntimeActuators {
  const { config } = ctx;
  const heaterLevel = new Map<number, number>();
  const heaterPos = (aid: number, on: boolean) => {
    if (!on) return 0;
    return ctx.actuators.report(aid)?.mode === 'manual' ? 100 : (heaterLevel.get(aid) ?? 100);
  };
  const boilerOut = () => ctx.faults.find('boilerFail', { sn: ctx.sn }) !== undefined;
  ctx.heating.valveOf = (aid) => heaterPos(aid, ctx.actuators.report(aid)?.state === 'on');

  return {
    heaterLevel,
    live() {
      const live: Record<number, ActuatorLive> = {};
      for (const a of config.list('actuator')) {
        const r = ctx.actuators.report(a.aid);
        if (!r) continue;
        const on = r.state === 'on';
        const pos = isPositionKind(a.kind) ? r.pos : a.kind === 'heater' ? heaterPos(a.aid, on) : undefined;
        live[a.aid] = { mode: r.mode, pos, on, since: r.since };
      }
      return live;
    },
    apply(targets) {
      const held = new Set(ctx.irrigation.valveActuators());
      for (const [key, t] of Object.entries(targets)) {
        const aid = Number(key);
        const a = config.get('actuator', aid);
        const r = ctx.actuators.report(aid);
        if (!a || !r || r.mode === 'manual' || held.has(aid) || r.state === 'jammed') continue;
        if (isPositionKind(a.kind)) {
          const want = t.action === 'set' ? t.value : t.action === 'on' ? 100 : 0;
          const at = r.target ?? r.pos ?? 0;
          if (Math.abs(at - want) < 0.5) continue;
          ctx.actuators.command({ aid, action: 'set', value: want }, 'auto');
          continue;
        }
        if (a.kind === 'heater' && t.action === 'set') heaterLevel.set(aid, t.value);
        const on = t.action === 'set' ? t.value > 0 : t.action === 'on';
        if ((r.state === 'on') === on) continue;
        ctx.actuators.command({ aid, action: on ? 'on' : 'off' }, 'auto');
      }
    },
    positions: (): ActuatorPosition[] =>
      config.list('actuator').map((a) => {
        const on = ctx.actuators.report(a.aid)?.state === 'on';
        if (isPositionKind(a.kind))
          return { aid: a.aid, zid: a.zid, kind: a.kind, pos: ctx.actuators.level(a.aid) };
        if (a.kind === 'heater')
          return { aid: a.aid, zid: a.zid, kind: a.kind, pos: boilerOut() ? 0 : heaterPos(a.aid, on) };
        return { aid: a.aid, zid: a.zid, kind: a.kind, on };
      }),
    openValves: () => config.list('valve').filter((v) => ctx.actuators.report(v.aid)?.state === 'on'),
  };
}
