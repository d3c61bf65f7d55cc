/** Alarm rules and irrigation alarms as a pure state machine, plus acknowledgement. */
export * from './alarm-state.ts';
export * from './evaluate.ts';
export * from './acknowledge.ts';
