// Strategy forms per kind: one component per route of the route table (placeholders until built).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const PullACurtainControl = () => <ScreenPlaceholder name="routes:pullACurtainControl" />;
export const EditPullACurtainControl = () => <ScreenPlaceholder name="routes:editPullACurtainControl" />;
export const EditCustomStrategy = () => <ScreenPlaceholder name="routes:editCustomStrategy" />;
export const FanControl = () => <ScreenPlaceholder name="routes:fanControl" />;
export const FanControlSetting = () => <ScreenPlaceholder name="routes:fanControlSetting" />;
export { RollOfFilmControl } from './roll-film/roll-film-page';
export { EnvironmentControlSettings } from './environment/environment-page';
export { AllWindSpeedControl } from './wind/wind-list-page';
export { WindSpeedControlSetting } from './wind/wind-setting-page';
