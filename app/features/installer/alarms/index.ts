// The sensor alarm rules in bulk: a chunk of their own.
export { SensorWarningPage as SensorWarningSet } from './sensor-warning-page';
