// Alarm centre and device faults: one component per route of the route table (placeholders until built).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const AlarmCenter = () => <ScreenPlaceholder name="routes:alarmCenter" />;
export const ErrorStatus = () => <ScreenPlaceholder name="routes:errorStatus" />;
