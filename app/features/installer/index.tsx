// Back-end channels, network devices, sensor alarm rules in bulk: one component per route of the route table.
import { BackendPage } from './backend/backend-page';

export { NetworkPage as NetworkDevice } from './network/network-page';
export { SensorWarningPage as SensorWarningSet } from './alarms/sensor-warning-page';
export const BackEndVentilation = () => <BackendPage group="ventilation" />;
export const BackEndCurtain = () => <BackendPage group="curtain" />;
export const BackEndFan = () => <BackendPage group="fan" />;
export const BackEndSwitch = () => <BackendPage group="switch" />;
export const BackEndIllumination = () => <BackendPage group="illumination" />;
