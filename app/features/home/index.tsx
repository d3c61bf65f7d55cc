// The home screens: one component per route (app/router.tsx maps them; the history screen is
// app/features/home/history, a chunk of its own with the charts).
export { RegionalPage as RegionalInfo } from './regional/regional-page';
export { EquipmentPage as ZoneEquipment } from './equipment/equipment-page';
export { ValvesPage as ValveEquipment } from './valves/valves-page';
