/** The contract shared by app, simulator, broker and tests. */
export * from './errors.ts';
export * from './topics.ts';
export * from './client-ids.ts';
export * from './codec.ts';
export * from './rest.ts';
export * from './calibration.ts';
export * from './live/envelope.ts';
export * from './live/sensor.ts';
export * from './live/actuator.ts';
export * from './live/irrigation.ts';
export * from './live/fertigation.ts';
export * from './live/zone.ts';
export * from './live/climate.ts';
export * from './live/system.ts';
export * from './live/conf.ts';
export * from './live/validate.ts';
