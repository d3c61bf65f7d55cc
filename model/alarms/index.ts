/** Alarm rules and irrigation alarms as a pure state machine. */
export * from './alarm-state.ts';
export * from './evaluate.ts';
