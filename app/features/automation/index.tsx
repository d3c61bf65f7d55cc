// Automation overview, live decisions and forecast: one component per route of the route table (placeholders until built).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const AutomaticSettingsMain = () => <ScreenPlaceholder name="routes:automaticSettingsMain" />;
export const ForecastWeather = () => <ScreenPlaceholder name="routes:forecastWeather" />;
export const AutomaticEnvironmentControlMain = () => (
  <ScreenPlaceholder name="routes:automaticEnvironmentControlMain" />
);
export const StrInformation = () => <ScreenPlaceholder name="routes:strInformation" />;
export const OutputInfo = () => <ScreenPlaceholder name="routes:outputInfo" />;
