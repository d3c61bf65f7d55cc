// Irrigation plans, fertigation recipes, irrigation alarms: one component per route of the route table.
export { AutomaticWaterControl } from './plans/automatic-water-control';
export { AutoFertilizer } from './recipes/auto-fertilizer';
export { IrrigateWarningSet } from './alarms/irrigate-warning-set';
