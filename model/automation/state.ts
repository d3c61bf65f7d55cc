/** A fresh automation memory, and the reset a controller does when an actuator is released. */
import { initialIrrigationState } from './irrigation/irrigation-state.ts';
import type { AutomationState } from './types.ts';

export function initialAutomationState(): AutomationState {
  return {
    lastNow: null,
    targets: {},
    switchedAt: {},
    wind: {},
    fog: {},
    heating: {},
    irrigation: initialIrrigationState(),
    fertigation: { ecIntegral: 0, phIntegral: 0 },
    logGate: {},
  };
}

/**
 * Forgets the last target of `aid` (call it when a manual actuator goes back to auto), so the next
 * decision sets it again and logs it even if automation wanted the same thing before.
 */
export function releaseActuator(state: AutomationState, aid: number): AutomationState {
  if (!(aid in state.targets)) return state;
  const targets = { ...state.targets };
  delete targets[aid];
  return { ...state, targets };
}
