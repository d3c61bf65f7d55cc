// Automation overview and forecast: one component per route of the route table (the zone control
// and the strategy/output information screens are chunks of their own: zone-screen.ts, info-screens.ts).
export { AutomationMainPage as AutomaticSettingsMain } from './automation-main-page';
export { ForecastPage as ForecastWeather } from './forecast-page';
