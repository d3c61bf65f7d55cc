// heating: one component per route of the route table.
export { HeatingControlPage as HeatingControl } from './heating-control-page';
