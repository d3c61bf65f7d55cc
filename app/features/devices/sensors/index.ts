// The sensor screens of the devices area (list, detail, edit, alarm rules): a chunk of their own.
export { SensorListPage as DeviceSensor } from './sensor-list-page';
export { SensorDetailPage as SensorParticularMessage } from './sensor-detail-page';
export { EditSensorPage as EditSensor } from './edit-sensor-page';
export { AlarmSetPage as SensorAlarmSet } from './alarm-set-page';
