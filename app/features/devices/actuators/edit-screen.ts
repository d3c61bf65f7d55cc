// The actuator edit screen: a chunk apart from the live lists and grids (its interlock
// picker is MUI's Autocomplete with Popper, which the lists do not need).
export { EditActuatorPage } from './edit-actuator-page';
