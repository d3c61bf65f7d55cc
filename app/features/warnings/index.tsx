// Placeholders for the warnings screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const SensorWarningSet = () => <ScreenPlaceholder name="routes:sensorWarningSet" />;
export const IrrigateWarningSet = () => <ScreenPlaceholder name="routes:irrigateWarningSet" />;
