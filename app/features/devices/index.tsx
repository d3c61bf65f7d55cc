// Placeholders for the devices screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const DeviceServer = () => <ScreenPlaceholder name="routes:deviceServer" />;
export const DeviceSensor = () => <ScreenPlaceholder name="routes:deviceSensor" />;
export const SensorParticularMessage = () => <ScreenPlaceholder name="routes:sensorDetail" />;
export const EditSensor = () => <ScreenPlaceholder name="routes:editSensor" />;
export const SensorAlarmSet = () => <ScreenPlaceholder name="routes:sensorAlarmSet" />;
export { ActuatorListPage as DeviceActuator } from './actuators';
export { EditActuatorPage as EditActuator } from './actuators';
export { RollerPage as Roller } from './actuators';
export { B16RollerPage as B16Roller } from './actuators';
export { ComCtrlPage as ComCtrl } from './actuators';
export { ScreenPage as Screen } from './actuators';
export { CurtainPage as Curtain } from './actuators';
export const WeatherStation = () => <ScreenPlaceholder name="routes:weatherStation" />;
export const CameraMain = () => <ScreenPlaceholder name="routes:cameraMain" />;
