/** The simulated greenhouse (docs/design/greenhouse-model.md): weather, zone physics, slab, fertigation mixer. */
export type { GreenhouseParams } from './params.ts';
export { defaultParams } from './default-params.ts';
export * from './psychro.ts';
export * from './sun.ts';
export * from './weather.ts';
export { createWeather, type ClimateNormals } from './weather-generator.ts';
export * from './weather-trace.ts';
export { ventilationRate, airChangesPerHour } from './ventilation.ts';
export * from './crop.ts';
export * from './zone-state.ts';
export type { MixerInputs, MixerState, TankSpec } from './mixer.ts';
export { defaultTanks } from './mixer.ts';
export type { SensorValues } from './sensor-values.ts';
export * from './model.ts';
export * from './sensor-view.ts';
export * from './actuator-inputs.ts';
