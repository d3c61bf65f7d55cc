// Automation overview, live decisions and forecast: one component per route of the route table.
export { AutomationMainPage as AutomaticSettingsMain } from './automation-main-page';
export { ForecastPage as ForecastWeather } from './forecast-page';
export { ZoneControlPage as AutomaticEnvironmentControlMain } from './zone-control-page';
export { StrategyInfoPage as StrInformation } from './strategy-info-page';
export { OutputInfoPage as OutputInfo } from './output-info-page';
