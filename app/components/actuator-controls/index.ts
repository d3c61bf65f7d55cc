// Live state and manual controls of one actuator, shared by the zone-equipment and actuator screens.
export { ActuatorControl, type ActuatorControlProps } from './actuator-control';
export { seedActuatorStates, useActuatorStates } from './seed-states';
export { checkDuration, checkPercent, controlPhase, liveView, type LiveView, type Phase } from './logic';
export { PositionBar } from './position-bar';
export { ModeChip, StateChip } from './state-chips';
