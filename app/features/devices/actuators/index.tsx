// The actuator screens of the devices area (docs/design/screens.md "Devices").
import { ActuatorGridPage } from './actuator-grid-page';

export { ActuatorListPage } from './actuator-list-page';
export { B16RollerPage } from './b16-roller-page';

const rollers = ['roller'] as const;
const screens = ['screen'] as const;
const curtains = ['curtain'] as const;
/** ComCtrl: the generic relay outputs, i.e. switches, plus grow lights and valves (docs/design/screens.md). */
const relays = ['switch', 'light', 'valve'] as const;

export const RollerPage = () => <ActuatorGridPage title="routes:roller" kinds={rollers} />;
export const ScreenPage = () => <ActuatorGridPage title="routes:screen" kinds={screens} />;
export const CurtainPage = () => <ActuatorGridPage title="routes:curtain" kinds={curtains} />;
export const ComCtrlPage = () => (
  <ActuatorGridPage title="routes:comCtrl" kinds={relays} note="actuators:comCtrlNote" />
);
