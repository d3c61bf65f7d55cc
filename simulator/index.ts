/** The simulated world's controllers: start them, steer them (faults, control API), record and replay. */
import { createControlHandler } from './world-control.ts';
import { startControllers, type Simulator, type SimulatorOptions } from './simulator.ts';

export type RunningSimulator = Simulator & {
  /** The HTTP control API (see world-control.ts); resolves false for paths it does not own. */
  controlHandler: ReturnType<typeof createControlHandler>;
};

/** Starts the farm's controllers against a broker (startControllers) with their HTTP control API; see SimulatorOptions. */
export async function startSimulator(options: SimulatorOptions): Promise<RunningSimulator> {
  const sim = await startControllers(options);
  return { ...sim, controlHandler: createControlHandler(sim) };
}

export { type Simulator, type SimulatorOptions } from './simulator.ts';
export { controlPrefix, controlTargetOf, createControlHandler, type ControlTarget } from './world-control.ts';
export { createClock, type Clock, type ClockMode } from './clock.ts';
export { createRandom, type Random } from '../model/random.ts';
export { applyFaultCommand, createFaults, type Fault, type Faults } from './faults.ts';
export * from './controller/index.ts';
