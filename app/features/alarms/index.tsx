// Alarm centre and device faults: one component per route of the route table.
export { AlarmCenterPage as AlarmCenter } from './alarm-center-page';
export { ErrorStatusPage as ErrorStatus } from './error-status-page';
