// Placeholders for the logs screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const LogControll = () => <ScreenPlaceholder name="routes:logControll" />;
export const PullControllLog = () => <ScreenPlaceholder name="routes:pullControllLog" />;
export const AutoVentilationLog = () => <ScreenPlaceholder name="routes:autoVentilationLog" />;
export const AutomaticEnvironmentLogMain = () => <ScreenPlaceholder name="routes:automaticEnvironmentLog" />;
