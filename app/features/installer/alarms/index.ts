// The sensor alarm rules in bulk: a chunk of their own (issue 15).
export { SensorWarningPage as SensorWarningSet } from './sensor-warning-page';
