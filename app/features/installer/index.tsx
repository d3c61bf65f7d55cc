// Back-end channels, network devices, sensor alarm rules in bulk: one component per route of the route table (placeholders until built).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const BackEndVentilation = () => <ScreenPlaceholder name="routes:backEndVentilation" />;
export const BackEndCurtain = () => <ScreenPlaceholder name="routes:backEndCurtain" />;
export const BackEndFan = () => <ScreenPlaceholder name="routes:backEndFan" />;
export const BackEndSwitch = () => <ScreenPlaceholder name="routes:backEndSwitch" />;
export const BackEndIllumination = () => <ScreenPlaceholder name="routes:backEndIllumination" />;
export const NetworkDevice = () => <ScreenPlaceholder name="routes:networkDevice" />;
export const SensorWarningSet = () => <ScreenPlaceholder name="routes:sensorWarningSet" />;
