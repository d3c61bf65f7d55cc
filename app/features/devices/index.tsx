// The devices screens: one component per route of the route table.
export { ServerPage as DeviceServer } from './station/server-page';
export { SensorListPage as DeviceSensor } from './sensors/sensor-list-page';
export { SensorDetailPage as SensorParticularMessage } from './sensors/sensor-detail-page';
export { EditSensorPage as EditSensor } from './sensors/edit-sensor-page';
export { AlarmSetPage as SensorAlarmSet } from './sensors/alarm-set-page';
export { ActuatorListPage as DeviceActuator } from './actuators';
export { EditActuatorPage as EditActuator } from './actuators';
export { RollerPage as Roller } from './actuators';
export { B16RollerPage as B16Roller } from './actuators';
export { ComCtrlPage as ComCtrl } from './actuators';
export { ScreenPage as Screen } from './actuators';
export { CurtainPage as Curtain } from './actuators';
export { WeatherPage as WeatherStation } from './station/weather-page';
export { CameraPage as CameraMain } from './station/camera-page';
