/**
 * The controller's actuator runtime as the greenhouse loop's actuators: automation drives them with
 * `command(..., 'auto')` and never touches one in manual, held by irrigation or jammed; heaters are
 * on/off in the runtime, so the valve % automation gave each is kept here for the physics (a
 * heater a grower switched on by hand runs fully open). A boilerFail fault takes the heat away
 * from the physics (the valves still open). The physics reads them at every step (each sensor round
 * of a fleet), so `positions` peeks at the run-time records and refills one array per actuator list.
 */
import { isPositionKind, type Actuator } from '../../../protocol/index.ts';
import type { ActuatorLive } from '../../../model/automation/types.ts';
import type { ActuatorPosition } from '../../../model/greenhouse/actuator-inputs.ts';
import type { LoopActuators } from '../../../model/greenhouse-loop/loop-actuators.ts';
import type { ControllerContext } from '../context.ts';

export type RuntimeActuators = LoopActuators & {
  /** The valve % automation gave each heater (100 when on without one). */
  readonly heaterLevel: Map<number, number>;
};

/** The physics' view of the actuator list, refilled in place at each step. */
type Placed = { list: readonly Actuator[]; positions: ActuatorPosition[]; positional: boolean[] };

/** A report's rounding (motion.ts): automation sees the positions a report would show. */
const round1 = (v: number) => Math.round(v * 10) / 10;

export function createRuntimeActuators(ctx: ControllerContext): RuntimeActuators {
  const { config } = ctx;
  const heaterLevel = new Map<number, number>();
  const heaterPos = (aid: number, on: boolean) => {
    if (!on) return 0;
    return ctx.actuators.peek(aid)?.mode === 'manual' ? 100 : (heaterLevel.get(aid) ?? 100);
  };
  const boilerOut = () => ctx.faults.find('boilerFail', { sn: ctx.sn }) !== undefined;
  const isOn = (aid: number) => ctx.actuators.peek(aid)?.state === 'on';
  ctx.heating.valveOf = (aid) => heaterPos(aid, isOn(aid));
  let placed: Placed | undefined;
  let view: { list: readonly Actuator[]; live: Record<number, ActuatorLive> } | undefined;
  const placedFor = (list: readonly Actuator[]): Placed => {
    if (placed?.list !== list)
      placed = {
        list,
        positions: list.map((a) => ({ aid: a.aid, zid: a.zid, kind: a.kind })),
        positional: list.map((a) => isPositionKind(a.kind)),
      };
    return placed;
  };

  return {
    heaterLevel,
    // Both read the run-time records as a report would show them, without building one per actuator
    // at every decision. live's records are rewritten in place: a decision reads them while it runs
    // and keeps nothing of them.
    live() {
      const list = config.list('actuator');
      if (view?.list !== list) view = { list, live: {} };
      const live = view.live;
      for (const a of list) {
        const r = ctx.actuators.peekOf(a);
        const on = r.state === 'on';
        const pos = r.positional
          ? round1(ctx.actuators.level(a.aid))
          : a.kind === 'heater'
            ? heaterPos(a.aid, on)
            : undefined;
        const record = live[a.aid];
        if (record === undefined) live[a.aid] = { mode: r.mode, pos, on, since: r.since };
        else {
          record.mode = r.mode;
          record.pos = pos;
          record.on = on;
          record.since = r.since;
        }
      }
      return live;
    },
    apply(targets) {
      const held = new Set(ctx.irrigation.valveActuators());
      // for-in, not Object.entries: no array of pairs at every decision.
      for (const key in targets) {
        const aid = Number(key);
        const t = targets[aid];
        if (t === undefined) continue;
        const a = config.get('actuator', aid);
        const r = a && ctx.actuators.peekOf(a);
        if (!a || !r || r.mode === 'manual' || held.has(aid) || r.state === 'jammed') continue;
        if (isPositionKind(a.kind)) {
          const want = t.action === 'set' ? t.value : t.action === 'on' ? 100 : 0;
          const at = r.positional ? round1(r.target ?? ctx.actuators.level(aid)) : 0;
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
    /** Valid until the next call: the loop hands it straight to the physics. */
    positions(): ActuatorPosition[] {
      const { list, positions, positional } = placedFor(config.list('actuator'));
      for (let i = 0; i < positions.length; i++) {
        const p = positions[i];
        if (p === undefined) continue;
        if (positional[i]) {
          p.pos = ctx.actuators.level(p.aid);
          continue;
        }
        // positions were placed from list: the same index is the same actuator.
        const a = list[i];
        const on = a !== undefined && ctx.actuators.peekOf(a).state === 'on';
        if (p.kind === 'heater') p.pos = boilerOut() ? 0 : heaterPos(p.aid, on);
        else p.on = on;
      }
      return positions;
    },
    openValves: () => config.list('valve').filter((v) => isOn(v.aid)),
  };
}
