// Live state and manual controls of one actuator, shared by the zone-equipment and actuator screens.
// Screens that only read states import logic.ts, seed-states.ts or state-chips.ts themselves: through
// this barrel they load the controls too (MUI's Slider, ButtonGroup, the forms: ~11 kB gzip).
export { ActuatorControl, type ActuatorControlProps } from './actuator-control';
export { seedActuatorStates, useSeedActuatorStates } from './seed-states';
export { checkDuration, checkPercent, controlPhase, liveView, type LiveView, type Phase } from './logic';
export { PositionBar } from './position-bar';
export { ModeChip, StateChip } from './state-chips';
