// Placeholders for the alarms screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const NewAlarmCenter = () => <ScreenPlaceholder name="routes:alarmCenter" />;
export const ErrorStatus = () => <ScreenPlaceholder name="routes:errorStatus" />;
