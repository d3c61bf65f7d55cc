/**
 * Automation's memory a preview starts with. The app reads the zones' sensors and actuators, not the
 * controller's memory; each heating loop of the run's zones is resumed where its valve stands
 * (heatingStateHolding), the rest starts fresh as a controller's does after a restart.
 */
import { lookupsOf } from '../automation/config-lookups.ts';
import { heatingStateHolding } from '../automation/heating.ts';
import { inWindow, localMinute } from '../automation/local-time.ts';
import { initialAutomationState } from '../automation/state.ts';
import type { ActuatorLive, AutomationConfig, AutomationState } from '../automation/types.ts';
import type { ZoneNow } from './run-preview.ts';

export function resumedState(input: {
  zones: readonly { id: number; now: ZoneNow }[];
  config: AutomationConfig;
  actuators: Readonly<Record<number, ActuatorLive>>;
  start: number;
  utcOffsetMin: number;
  /** The outside temperature now (the heating curve's). */
  outTemp?: number;
}): AutomationState {
  const state = initialAutomationState();
  const lookups = lookupsOf(input.config);
  const minute = localMinute(input.start, input.utcOffsetMin);
  for (const loop of input.config.heating) {
    const zone = input.zones.find((z) => z.id === loop.zid);
    const live = input.actuators[loop.aid];
    if (!zone || loop.mode !== 'auto' || !live || live.mode !== 'auto') continue;
    const env = lookups.environmentOf(loop.zid);
    const isDay = env
      ? inWindow(minute, env.params.dayStart, env.params.dayEnd)
      : inWindow(minute, '06:00', '18:00');
    state.heating[loop.hid] = heatingStateHolding({
      temp: zone.now.airTemp,
      setpoint: isDay ? loop.daySetpoint : loop.nightSetpoint,
      valve: live.pos ?? (live.on ? 100 : 0),
      pipe: zone.now.pipeTemp,
      outside: input.outTemp,
    });
  }
  return state;
}
