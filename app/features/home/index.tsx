// Placeholders for the home screens: one component per route, replaced by the real screens.
import { ScreenPlaceholder } from '../../components/screen-placeholder';

export const RegionalInfo = () => <ScreenPlaceholder name="routes:regionalInfo" />;
export const ZoneEquipment = () => <ScreenPlaceholder name="routes:mcEquipment" />;
export const ValveEquipment = () => <ScreenPlaceholder name="routes:valveEquipment" />;
export const HistoricalData = () => <ScreenPlaceholder name="routes:historicalData" />;
