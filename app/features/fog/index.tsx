// fog: one component per route of the route table.
export { FogSystemPage as FogSystem } from './fog-system-page';
