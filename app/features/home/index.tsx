// The home area's screens besides the home screen: one component per route (app/router.tsx maps
// them). The home screen is app/features/home/regional (a chunk without the actuator controls), the
// history screen app/features/home/history (a chunk of its own with the charts).
export { EquipmentPage as ZoneEquipment } from './equipment/equipment-page';
export { ValvesPage as ValveEquipment } from './valves/valves-page';
