// Irrigation plans, fertigation recipes, irrigation alarms: one component per route of the route table (placeholders until built).
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const AutomaticWaterControl = () => <ScreenPlaceholder name="routes:automaticWaterControl" />;
export const AutoFertilizer = () => <ScreenPlaceholder name="routes:autoFertilizer" />;
export const IrrigateWarningSet = () => <ScreenPlaceholder name="routes:irrigateWarningSet" />;
