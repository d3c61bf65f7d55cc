// The command function the controls are given: useActuatorCommand's `send`.
import type { ActuatorControl } from '../../live/hooks/use-actuator-command';

export type Send = ActuatorControl['send'];
