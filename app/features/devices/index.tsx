// Placeholders for the devices screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const DeviceServer = () => <ScreenPlaceholder name="routes:deviceServer" />;
export const DeviceSensor = () => <ScreenPlaceholder name="routes:deviceSensor" />;
export const SensorParticularMessage = () => <ScreenPlaceholder name="routes:sensorDetail" />;
export const EditSensor = () => <ScreenPlaceholder name="routes:editSensor" />;
export const SensorAlarmSet = () => <ScreenPlaceholder name="routes:sensorAlarmSet" />;
export const DeviceActuator = () => <ScreenPlaceholder name="routes:deviceActuator" />;
export const EditActuator = () => <ScreenPlaceholder name="routes:editActuator" />;
export const Roller = () => <ScreenPlaceholder name="routes:roller" />;
export const B16Roller = () => <ScreenPlaceholder name="routes:b16Roller" />;
export const ComCtrl = () => <ScreenPlaceholder name="routes:comCtrl" />;
export const Screen = () => <ScreenPlaceholder name="routes:screen" />;
export const Curtain = () => <ScreenPlaceholder name="routes:curtain" />;
export const WeatherStation = () => <ScreenPlaceholder name="routes:weatherStation" />;
export const CameraMain = () => <ScreenPlaceholder name="routes:cameraMain" />;
