// Back-end channels, network devices, sensor alarm rules in bulk: one component per route of the route table.
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { BackendPage } from './backend/backend-page';

export { NetworkPage as NetworkDevice } from './network/network-page';
export const BackEndVentilation = () => <BackendPage group="ventilation" />;
export const BackEndCurtain = () => <BackendPage group="curtain" />;
export const BackEndFan = () => <BackendPage group="fan" />;
export const BackEndSwitch = () => <BackendPage group="switch" />;
export const BackEndIllumination = () => <BackendPage group="illumination" />;
export const SensorWarningSet = () => <ScreenPlaceholder name="routes:sensorWarningSet" />;
