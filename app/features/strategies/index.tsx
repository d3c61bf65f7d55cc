// Strategy screens per kind: one component per route of the route table (app/router.tsx).
export { EnvironmentControlSettings } from './environment/environment-page';
export { AllWindSpeedControl } from './wind/wind-list-page';
export { WindSpeedControlSetting } from './wind/wind-setting-page';
export { RollOfFilmControl } from './roll-film/roll-film-page';
export { PullACurtainControl } from './curtain/curtain-page';
export { EditPullACurtainControl } from './curtain/curtain-editor';
export { FanControl } from './fan/fan-page';
export { FanControlSetting } from './fan/fan-editor';
export { EditCustomStrategy } from './custom/custom-page';
