/**
 * Actuators without a controller: they start vents shut, curtains and screens open (retracted),
 * everything else off; position kinds travel toward their goal at 100 % per travelTime, heaters
 * and switches follow at once. The closed loop's plant, and the warm-up's.
 */
import { isPositionKind, type Actuator, type Valve } from '../../protocol/index.ts';
import type { ActuatorLive, ActuatorTarget } from '../automation/types.ts';
import type { ActuatorPosition } from '../greenhouse/actuator-inputs.ts';
import type { LoopActuators } from './loop-actuators.ts';

export type IdealActuators = LoopActuators & {
  /** Live states by aid (the loop's and the test's view; mutated in place). */
  readonly states: Record<number, ActuatorLive>;
  /** Moves one actuator toward a target (goal for position kinds, on/off for switches). */
  set(aid: number, target: ActuatorTarget, now: number): void;
  /** dtS of travel toward the goals. */
  travel(dtS: number, now: number): void;
};

export function createIdealActuators(
  actuators: readonly Actuator[],
  valves: readonly Valve[],
  now: () => number,
  /** Where each starts instead (a preview starts from the live states); the rest as above. */
  initial?: Readonly<Record<number, ActuatorLive>>,
): IdealActuators {
  const live: Record<number, ActuatorLive> = {};
  const goal: Record<number, number> = {};
  for (const a of actuators) {
    const given = initial?.[a.aid];
    const pos = given?.pos ?? (a.kind === 'curtain' || a.kind === 'screen' ? 100 : 0);
    const mode = given?.mode ?? 'auto';
    live[a.aid] =
      isPositionKind(a.kind) || a.kind === 'heater'
        ? { mode, pos, since: now() }
        : { mode, on: given?.on ?? false, since: now() };
    goal[a.aid] = pos;
  }

  const set = (aid: number, t: ActuatorTarget, at: number) => {
    const l = live[aid];
    if (!l) return;
    if (t.action === 'set') goal[aid] = t.value;
    else if (l.on !== (t.action === 'on')) live[aid] = { ...l, on: t.action === 'on', since: at };
  };

  // The aids, for walking the records keyed by them: a for-in over such a record costs some 1.5 µs.
  const aids = actuators.map((a) => a.aid);
  return {
    states: live,
    set,
    live: () => live,
    aids: () => aids,
    apply(targets) {
      const at = now();
      for (const aid of aids) {
        const target = targets[aid];
        if (target !== undefined) set(aid, target, at);
      }
    },
    travel(dtS, at) {
      for (const a of actuators) {
        const l = live[a.aid];
        const target = goal[a.aid];
        if (!l || l.pos === undefined || target === undefined || l.pos === target) continue;
        const speed = a.kind === 'heater' ? Infinity : 100 / (a.travelTime ?? 60);
        const pos =
          l.pos < target ? Math.min(target, l.pos + speed * dtS) : Math.max(target, l.pos - speed * dtS);
        // Written out, not spread over: travel runs for every moving actuator on every tick.
        live[a.aid] =
          l.on === undefined ? { mode: l.mode, pos, since: at } : { mode: l.mode, pos, since: at, on: l.on };
      }
    },
    positions: (): ActuatorPosition[] =>
      actuators.map((a) => ({
        aid: a.aid,
        zid: a.zid,
        kind: a.kind,
        pos: live[a.aid]?.pos,
        on: live[a.aid]?.on,
      })),
    openValves: () => valves.filter((v) => live[v.aid]?.on === true),
  };
}
