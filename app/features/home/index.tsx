// The home screens: one component per route (app/router.tsx maps them).
export { RegionalPage as RegionalInfo } from './regional/regional-page';
export { EquipmentPage as ZoneEquipment } from './equipment/equipment-page';
export { ValvesPage as ValveEquipment } from './valves/valves-page';
export { HistoryPage as HistoricalData } from './history/history-page';
