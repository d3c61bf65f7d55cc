// The zone control screen (tabs per zone, the actuators' manual controls): a chunk of its own.
export { ZoneControlPage as AutomaticEnvironmentControlMain } from './zone-control-page';
