// Strategy forms per kind: one component per route of the route table (placeholders until built).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const EnvironmentControlSettings = () => (
  <ScreenPlaceholder name="routes:environmentControlSettings" />
);
export const AllWindSpeedControl = () => <ScreenPlaceholder name="routes:allWindSpeedControl" />;
export const WindSpeedControlSetting = () => <ScreenPlaceholder name="routes:windSpeedControlSetting" />;
export { RollOfFilmControl } from './roll-film/roll-film-page';
export { PullACurtainControl } from './curtain/curtain-page';
export { EditPullACurtainControl } from './curtain/curtain-editor';
export { FanControl } from './fan/fan-page';
export { FanControlSetting } from './fan/fan-editor';
export { EditCustomStrategy } from './custom/custom-page';
