/** Automation decisions (pure): strategies, fog, heating, irrigation, fertigation, priorities. */
export * from './types.ts';
export { decide } from './decide.ts';
export { initialAutomationState, releaseActuator } from './state.ts';
export { buildContext, type Context } from './context.ts';
export { runStrategy } from './strategies/dispatch.ts';
export type { StrategyModule, StrategyResult, StrategyOf } from './strategies/strategy-module.ts';
export { resolve, type Verdict } from './resolve.ts';
export { outcomesOf } from './outcomes.ts';
export { runFog } from './fog.ts';
export { heatingStateHolding, runHeating } from './heating.ts';
export { runIrrigation } from './irrigation/runner.ts';
export * from './irrigation/commands.ts';
export type { IrrigationState, PlanState, RunningProgram } from './irrigation/irrigation-state.ts';
export { runFertigation } from './fertigation.ts';
export * from './local-time.ts';
export { rankOf } from './targets.ts';
export * from './default-strategy.ts';
