// Placeholders for the automation screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const AutomaticSettingsMain = () => <ScreenPlaceholder name="routes:automaticSettingsMain" />;
export const ForecastWeather = () => <ScreenPlaceholder name="routes:forecastWeather" />;
export const AutomaticWaterControl = () => <ScreenPlaceholder name="routes:automaticWaterControl" />;
export const AutoFertilizer = () => <ScreenPlaceholder name="routes:autoFertilizer" />;
export const EnvironmentControlSettings = () => (
  <ScreenPlaceholder name="routes:environmentControlSettings" />
);
export const AutomaticEnvironmentControlMain = () => (
  <ScreenPlaceholder name="routes:automaticEnvironmentControlMain" />
);
export const AllWindSpeedControl = () => <ScreenPlaceholder name="routes:allWindSpeedControl" />;
export const WindSpeedControlSetting = () => <ScreenPlaceholder name="routes:windSpeedControlSetting" />;
export const RollOfFilmControl = () => <ScreenPlaceholder name="routes:rollOfFilmControl" />;
export const PullACurtainControl = () => <ScreenPlaceholder name="routes:pullACurtainControl" />;
export const EditCustomStrategy = () => <ScreenPlaceholder name="routes:editCustomStrategy" />;
export const EditPullACurtainControl = () => <ScreenPlaceholder name="routes:editPullACurtainControl" />;
export const FanControl = () => <ScreenPlaceholder name="routes:fanControl" />;
export const FanControlSetting = () => <ScreenPlaceholder name="routes:fanControlSetting" />;
export const StrategySetting = () => <ScreenPlaceholder name="routes:strategySetting" />;
