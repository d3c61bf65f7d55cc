/**
 * The actuators as the greenhouse loop sees them: the controller's actuator runtime (travel time,
 * modes, position reports) or the closed loop's ideal ones. The loop reads them, tells them what
 * automation decided, and hands their positions to the physics.
 */
import type { Valve } from '../../protocol/index.ts';
import type { ActuatorLive, ActuatorTarget } from '../automation/types.ts';
import type { ActuatorPosition } from '../greenhouse/actuator-inputs.ts';

export type LoopActuators = {
  /** Each actuator's mode and position as automation reads them. */
  live(): Record<number, ActuatorLive>;
  /** The aids `live()` holds when they never change (the loop then need not walk the record's keys). */
  aids?(): readonly number[];
  /** Moves the actuators toward automation's targets (those automation may drive). */
  apply(targets: Record<number, ActuatorTarget>): void;
  /** Where they stand, as the physics sees them (an implementation may refill one array in place). */
  positions(): ActuatorPosition[];
  /** The irrigation valves standing open. */
  openValves(): Valve[];
};
