// Operation logs: one component per route of the route table (placeholders until built).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const LogControll = () => <ScreenPlaceholder name="routes:logControll" />;
export const PullControllLog = () => <ScreenPlaceholder name="routes:pullControllLog" />;
export const AutoVentilationLog = () => <ScreenPlaceholder name="routes:autoVentilationLog" />;
export const AutomaticEnvironmentLogMain = () => <ScreenPlaceholder name="routes:automaticEnvironmentLog" />;
